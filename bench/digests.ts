import type { Client } from '@temporalio/client';
import { startSandboxOpenAI } from '../sandbox/openai/start.ts';
import { startSandboxTelegramUser } from '../sandbox/telegram-user/start.ts';
import { freePort } from '../scripts/test/free-port.ts';
import type { Cleanup } from './cleanup.ts';
import { measureDigestRun, type DigestRunResult, type DigestRunSettings } from './digest-run.ts';
import { measureDigestSchedules, type DigestScheduleResult, type DigestScheduleSettings } from './digest-schedules.ts';
import { startTemporalWorker, startWeb } from './processes.ts';
import { authHeaders, signInBenchUsers } from './sign-in.ts';
import { webEnv, type WebRun } from './web-env.ts';

export interface DigestBenchSettings {
  schedules: DigestScheduleSettings;
  run: DigestRunSettings;
}

export interface DigestBenchResult {
  schedules: DigestScheduleResult;
  run: DigestRunResult;
}

/** The digest bot, configured so the runs can deliver (their messages wait in the run's queue: no worker sends them). */
const DIGEST_BOT = {
  TELEGRAM_DIGEST_BOT_TOKEN: '700000002:BENCHdigest-token-0123456789abcdef',
  TELEGRAM_DIGEST_BOT_USERNAME: 'bench_digest_bot',
  TELEGRAM_DIGEST_BOT_WEBHOOK_SECRET: 'bench-digest-secret-0123456789abcdef0123',
};

/**
 * The digest tool's figures: a web process and a temporal-worker as production runs them, on
 * a task queue of their own, reading the user's Telegram account on the sandbox's fake (50
 * channels, a new made-up story in each every 144 s) and summarising on the sandbox's OpenAI,
 * each answering after its fixed delay, served from this process.
 */
export async function measureDigests(
  s: DigestBenchSettings,
  run: Omit<WebRun, 'port'> & { logDir: URL; temporalClient: Client },
  cleanup: Cleanup,
  signal: AbortSignal,
): Promise<DigestBenchResult> {
  const postsPerHour = 25;
  const account = await startSandboxTelegramUser({ channels: s.run.sources, postsPerHour, distinctStories: true, delayMs: s.run.telegramMs });
  cleanup.add('stop the fake Telegram account', () => account.close());
  const openai = await startSandboxOpenAI({ delayMs: s.run.openaiMs });
  cleanup.add('stop the digest bench OpenAI', () => openai.close());
  const port = await freePort();
  const env = {
    ...webEnv({ ...run, port }),
    ...DIGEST_BOT,
    DIGEST_TELEGRAM_FAKE_URL: account.baseUrl,
    OPENAI_API_KEY: 'bench-openai-key',
    OPENAI_BASE_URL: openai.url,
    // Not what is measured (at the default 10 a second the summaries of one run would queue behind it).
    OPENAI_REQUESTS_PER_SECOND: '1000',
  };
  const [probe] = await signInBenchUsers(1, run.jwtSecret, run.tokenTtlSeconds);
  const web = await startWeb(cleanup, { port, env, logPath: new URL('bench-digest-web.log', run.logDir).pathname, nodeArgs: [], readyPath: '/api/auth/me', headers: authHeaders(probe!), signal, wrap: (command, args) => [command, args] });
  startTemporalWorker(cleanup, { env, logPath: new URL('bench-digest-temporal-worker.log', run.logDir).pathname });
  const schedules = await measureDigestSchedules(web.url, run.temporalClient, s.schedules, { jwtSecret: run.jwtSecret, ttlSeconds: run.tokenTtlSeconds, signal });

  const runResult = await measureDigestRun(web.url, s.run, { account, openai, jwtSecret: run.jwtSecret, ttlSeconds: run.tokenTtlSeconds });
  return { schedules, run: runResult };
}
