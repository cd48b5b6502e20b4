import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import { sandboxOpenAIRoutes } from '../api/sandbox/openai-chat.ts';
import type { Cleanup } from './cleanup.ts';

export interface BenchOpenAI {
  /** OPENAI_BASE_URL for the web and temporal-worker processes. */
  url: string;
  /** Completions served so far. */
  calls: () => number;
}

/**
 * The sandbox's fake OpenAI (api/sandbox/openai-chat.ts, the same routes the web process
 * serves with SANDBOX=1) in the bench process, answering every completion after `delayMs`.
 * The benchmark's web process runs as production does, without the sandbox, so it is served
 * from here; waiting on timers costs this process next to nothing while it awaits a batch.
 */
export async function startSandboxOpenAI(cleanup: Cleanup, delayMs: number): Promise<BenchOpenAI> {
  let calls = 0;
  const app = new Koa();
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '1mb' }));
  app.use(sandboxOpenAIRoutes('/v1', { delayMs, onCompletion: () => void (calls += 1) }).routes());
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  server.keepAliveTimeout = 60_000;
  cleanup.add('stop the sandbox OpenAI', () => new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  }));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/v1`, calls: () => calls };
}
