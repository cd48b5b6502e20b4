import { request, Agent } from 'node:http';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { Knex } from 'knex';
import { analyticsQuery } from '../core/queues/jobs/analytics-query.ts';
import { createSecretBox, parseKeyring } from '../core/crypto.ts';
import { storeAnalyticsKeys } from '../core/domain/analytics/keys.ts';
import { startSandboxAmplitude } from '../sandbox/amplitude/start.ts';
import { startSandboxOpenAI } from '../sandbox/openai/start.ts';
import { startSandboxRevenueCat } from '../sandbox/revenuecat/start.ts';
import { freePort } from '../scripts/test/free-port.ts';
import type { Cleanup } from './cleanup.ts';
import { percentile } from './fixed-rate.ts';
import { median } from './median.ts';
import { startWeb, startWorker } from './processes.ts';
import { authHeaders, signInBenchUsers, type BenchUser } from './sign-in.ts';
import { webEnv, type WebRun } from './web-env.ts';

export interface AnalyticsQuestionSettings {
  /** Questions timed, one at a time (a person asking, not a load), after `warmUp` not timed. */
  questions: number;
  warmUp: number;
  /** Users asking in turn: RevenueCat's 25 charts a minute are kept per user, so one user could not ask 200 in a few minutes. */
  users: number;
  /** RevenueCat's and Amplitude's fakes answer every call after this long. */
  upstreamMs: number;
  /** The sandbox OpenAI answers every completion (the plan, the answer) after this long. */
  modelMs: number;
}

export interface Latency {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface AnalyticsQuestionResult extends AnalyticsQuestionSettings {
  /** From sending POST /api/analytics/query to its first `data:` line (the job's first progress) on the client. */
  firstProgress: Latency;
  /** From sending it to the `complete` line. */
  complete: Latency;
  /** The baseline of the same server in the same run: sending GET /api/auth/me to its first byte, just before each question. */
  baseline: Latency;
  /** firstProgress.p50Ms over baseline.p50Ms: what the gate holds (the machine's load moves both). */
  ratio: number;
  /** Lines of progress a question streamed (median). */
  progressLines: number;
  /** Answers in English and in Russian whose first line was progress and last was a complete answer. */
  answered: { en: number; ru: number };
  /**
   * Where the time to the first line goes (medians, from the job's own timestamps): the web
   * process until the job is in Redis (auth, the keys read, the row, the enqueue), the queue
   * until the worker took it, and the rest (the worker's first step, the event, the line written).
   */
  parts: { queuedMs: number; takenMs: number; restMs: number };
}

const QUESTIONS = ['why did revenue drop last week?', 'почему упала выручка на прошлой неделе?'] as const;
const latency = (times: number[]): Latency => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99), maxMs: sorted.at(-1) ?? NaN };
};

/** One keep-alive connection, as a browser tab keeps one to the server. */
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** GET /api/auth/me: the time to its first byte (the headers), then the rest read. */
function firstByte(url: URL, user: BenchUser): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = performance.now();
    const req = request(new URL('/api/auth/me', url), { agent, headers: authHeaders(user) }, (res) => {
      const at = performance.now() - sent;
      if (res.statusCode !== 200) reject(new Error(`GET /api/auth/me answered ${res.statusCode}`));
      res.resume().on('end', () => resolve(at));
    });
    req.on('error', reject).end();
  });
}

interface Asked {
  /** When it was sent, on the machine's clock (ms since the epoch), to compare with the job's timestamps. */
  sentAt: number;
  firstMs: number;
  completeMs: number;
  lines: Array<{ type: string; success?: boolean; response?: { language: string; noData: boolean } }>;
}

/** One question's stream read line by line: when its first line came and when its last. */
function ask(url: URL, user: BenchUser, query: string): Promise<Asked> {
  const body = JSON.stringify({ query, priority: 'medium' });
  return new Promise((resolve, reject) => {
    const sent = performance.now();
    const sentAt = performance.timeOrigin + sent;
    let firstMs = NaN;
    let buffered = '';
    const lines: Asked['lines'] = [];
    const req = request(new URL('/api/analytics/query', url), { method: 'POST', agent, headers: { ...authHeaders(user), 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`POST /api/analytics/query answered ${res.statusCode}`));
        return;
      }
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (Number.isNaN(firstMs)) firstMs = performance.now() - sent;
        buffered += chunk;
        let end: number;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          lines.push(JSON.parse(buffered.slice(0, end).replace(/^data: /, '')) as Asked['lines'][number]);
          buffered = buffered.slice(end + 2);
        }
      });
      res.on('end', () => resolve({ sentAt, firstMs, completeMs: performance.now() - sent, lines }));
    });
    req.on('error', reject).end(body);
  });
}

/**
 * The time to the first progress line of a question, through the real web process and worker
 * process (production env) on the fakes of RevenueCat, Amplitude and OpenAI (served from this
 * process at fixed delays): questions asked one at a time in English and Russian, each after a
 * GET /api/auth/me on the same connection, whose time to first byte is the run's own baseline.
 */
export async function measureAnalyticsQuestion(s: AnalyticsQuestionSettings, run: Omit<WebRun, 'port'> & { logDir: URL; knex: Knex }, cleanup: Cleanup, signal: AbortSignal): Promise<AnalyticsQuestionResult> {
  const [revenuecat, amplitude, openai] = await Promise.all([startSandboxRevenueCat({ delayMs: s.upstreamMs }), startSandboxAmplitude({ delayMs: s.upstreamMs }), startSandboxOpenAI({ delayMs: s.modelMs })]);
  cleanup.add('stop the analytics fakes', async () => void (await Promise.all([revenuecat.close(), amplitude.close(), openai.close()])));
  const port = await freePort();
  const env: Record<string, string> = {
    ...webEnv({ ...run, port }),
    REVENUECAT_API_URL: revenuecat.url,
    AMPLITUDE_API_URL: amplitude.url,
    OPENAI_API_KEY: 'bench-openai-key',
    OPENAI_BASE_URL: openai.url,
    OPENAI_REQUESTS_PER_SECOND: '1000',
    // No bot of the worker reaches Telegram here.
    TELEGRAM_API_URL: 'http://127.0.0.1:9/',
  };
  const users = await signInBenchUsers(s.users, run.jwtSecret, run.tokenTtlSeconds);
  const box = createSecretBox(parseKeyring(env.ENCRYPTION_KEYS ?? ''), env.ENCRYPTION_KEY_ID ?? '');
  for (const user of users) await storeAnalyticsKeys(box, user.userId, { revenuecat: `sk_bench_${user.userId.slice(0, 8)}`, amplitude: { apiKey: 'bench_amp_key', secretKey: 'bench_amp_secret' } });
  signal.throwIfAborted();
  const web = await startWeb(cleanup, { port, env, logPath: new URL('bench-question-web.log', run.logDir).pathname, nodeArgs: [], readyPath: '/api/auth/me', headers: authHeaders(users[0]!), signal, wrap: (command, args) => [command, args] });
  startWorker(cleanup, { env, logPath: new URL('bench-question-worker.log', run.logDir).pathname });
  const url = new URL(web.url);
  const redis = new Redis(run.redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue(analyticsQuery.queue, { connection: redis, prefix: run.queuePrefix });
  cleanup.add('close the analytics queue', async () => {
    await queue.close();
    redis.disconnect();
  });
  const parts = { queued: [] as number[], taken: [] as number[], rest: [] as number[] };

  const first: number[] = [];
  const complete: number[] = [];
  const baseline: number[] = [];
  const progressLines: number[] = [];
  const answered = { en: 0, ru: 0 };
  for (let i = 0; i < s.warmUp + s.questions; i++) {
    signal.throwIfAborted();
    const user = users[i % users.length]!;
    const meMs = await firstByte(url, user);
    const asked = await ask(url, user, QUESTIONS[i % QUESTIONS.length]!);
    const last = asked.lines.at(-1);
    if (asked.lines[0]?.type !== 'progress' || last?.type !== 'complete' || !last.success || last.response?.noData !== false) {
      throw new Error(`question ${i + 1} streamed ${JSON.stringify(asked.lines.map((l) => l.type))}, ending ${JSON.stringify(last)}`);
    }
    if (i < s.warmUp) continue;
    // Outside the timed part: the question's job, for where its time went.
    const row = await run.knex('analytics_queries').where({ user_id: user.userId }).orderBy('created_at', 'desc').first<{ id: string }>('id');
    const job = row ? await queue.getJob(row.id) : undefined;
    if (job?.processedOn) {
      parts.queued.push(job.timestamp - asked.sentAt);
      parts.taken.push(job.processedOn - job.timestamp);
      parts.rest.push(asked.sentAt + asked.firstMs - job.processedOn);
    }
    baseline.push(meMs);
    first.push(asked.firstMs);
    complete.push(asked.completeMs);
    progressLines.push(asked.lines.length - 1);
    answered[last.response.language === 'ru' ? 'ru' : 'en'] += 1;
  }
  const firstProgress = latency(first);
  const base = latency(baseline);
  return { ...s, firstProgress, complete: latency(complete), baseline: base, ratio: firstProgress.p50Ms / base.p50Ms, progressLines: percentile([...progressLines].sort((a, b) => a - b), 50), answered, parts: { queuedMs: median(parts.queued), takenMs: median(parts.taken), restMs: median(parts.rest) } };
}
