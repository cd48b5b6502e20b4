import { serveFakes } from '../serve.ts';
import { sandboxOpenAIRoutes, type ServedCompletion } from './chat-completions.ts';

export interface RunningSandboxOpenAI {
  /** The SDK's baseURL (OPENAI_BASE_URL), ending in /v1. */
  url: string;
  /** Every completion served so far, in order. */
  completions: ServedCompletion[];
  close: () => Promise<void>;
}

/**
 * The sandbox's fake OpenAI (the routes the web process serves with SANDBOX=1) on a free port
 * of its own, answering every completion after `delayMs`: for tests that also talk to Temporal
 * (no nock there) and for the benchmark, whose web process runs without the sandbox.
 */
export async function startSandboxOpenAI(options: { delayMs?: number } = {}): Promise<RunningSandboxOpenAI> {
  const completions: ServedCompletion[] = [];
  const routes = sandboxOpenAIRoutes('/v1', { delayMs: options.delayMs ?? 0, onCompletion: (served) => { completions.push(served); } });
  const served = await serveFakes([routes]);
  return { url: `${served.origin}/v1`, completions, close: served.close };
}
