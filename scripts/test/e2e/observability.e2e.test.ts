import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '../../../api/testing/cookie-jar.ts';
import { createJobProducer } from '../../../core/queues/producer.ts';
import { eventually } from '../kit/eventually.ts';
import { startFakeUpstream, type FakeUpstream } from '../kit/fake-upstream.ts';
import { freePort } from '../free-port.ts';
import { processGroup } from '../kit/process-group.ts';
import { untilReady, type OwnedProcess } from '../kit/processes.ts';

/**
 * The three processes as production runs them (web, worker, temporal-worker, each its own
 * child with its own /metrics port), debug logs on: one request id is followed from an HTTP
 * call into the job it enqueues, the workflow that job starts, that workflow's activities and
 * the job one of them enqueues, by reading each process's log lines, as an operator would.
 */
const token = `metrics-${randomUUID()}`;
const prefix = `${process.env.QUEUE_PREFIX!}-obs-${randomUUID().slice(0, 8)}`;
const secret = `calendar-secret-${randomUUID()}`;
const processes = processGroup();
let google: FakeUpstream;
let web: OwnedProcess, worker: OwnedProcess, temporalWorker: OwnedProcess;
let webUrl: string;
const metricsPorts = { web: 0, worker: 0, temporal: 0 };

/** Google's token and userinfo endpoints: every sign-in is a new Google account. */
function startFakeGoogle(): Promise<FakeUpstream> {
  return startFakeUpstream((req, res) => {
    const id = randomUUID().slice(0, 8);
    const body = req.url?.startsWith('/token')
      ? { access_token: `ya29.${id}`, token_type: 'Bearer', expires_in: 3599, scope: 'openid email profile' }
      : { sub: `g-obs-${id}`, email: `obs-${id}@example.com`, name: `Observed ${id}`, email_verified: true };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
}

beforeAll(async () => {
  google = await startFakeGoogle();
  const googleUrl = google.url;
  const port = await freePort();
  webUrl = `http://127.0.0.1:${port}`;
  Object.assign(metricsPorts, { web: await freePort(), worker: await freePort(), temporal: await freePort() });
  const common = {
    PORT: String(port),
    PUBLIC_URL: webUrl,
    QUEUE_PREFIX: prefix,
    TEMPORAL_TASK_QUEUE: `obs-${randomUUID()}`,
    LOG_LEVEL: 'debug',
    METRICS_TOKEN: token,
    GOOGLE_TOKEN_URL: `${googleUrl}/token`,
    GOOGLE_USERINFO_URL: `${googleUrl}/userinfo`,
    TELEGRAM_CALENDAR_BOT_TOKEN: '123456789:AAobserved-token-0123456789abcdef',
    TELEGRAM_CALENDAR_BOT_USERNAME: 'observed_calendar_bot',
    TELEGRAM_CALENDAR_BOT_WEBHOOK_SECRET: secret,
    // Nothing answers here: the bot's replies fail, the update's job still runs under its id.
    TELEGRAM_API_URL: 'http://127.0.0.1:9',
  };
  web = processes.product('web', { ...common, METRICS_PORT: String(metricsPorts.web) });
  worker = processes.product('worker', { ...common, METRICS_PORT: String(metricsPorts.worker) });
  temporalWorker = processes.product('temporal-worker', { ...common, METRICS_PORT: String(metricsPorts.temporal) });
  await untilReady(web, 'web', 90_000);
  await untilReady(worker, 'worker', 90_000);
  await untilReady(temporalWorker, 'temporal-worker', 90_000);
}, 120_000);

afterAll(async () => {
  await processes.stopAll();
  const redis = new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: null });
  const jobs = createJobProducer(redis, prefix);
  for (const q of jobs.queues()) await q.obliterate({ force: true });
  await jobs.close();
  redis.disconnect();
  await google.close();
});

/** The JSON lines of a process's output. */
const lines = (proc: OwnedProcess): Record<string, unknown>[] =>
  proc
    .output()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);

async function lineOf(proc: OwnedProcess, what: string, match: (line: Record<string, unknown>) => boolean): Promise<Record<string, unknown>> {
  let found: Record<string, unknown> | undefined;
  await eventually(() => (found = lines(proc).find(match)) !== undefined, what, { timeoutMs: 30_000 }).catch((err: unknown) => {
    throw new Error(`${String(err)}; its output ends: ${proc.output().slice(-3000)}`);
  });
  return found!;
}

/** The value of the sample of `name` that has every one of `labels` (in whatever order prom-client wrote them), or null. */
function sample(text: string, name: string, labels: Record<string, string>): number | null {
  for (const line of text.split('\n')) {
    const match = new RegExp(`^${name}\\{(.*)\\} (\\S+)$`).exec(line);
    if (match && Object.entries(labels).every(([k, v]) => match[1]!.split(',').includes(`${k}="${v}"`))) return Number(match[2]);
  }
  return null;
}

const scrape = (port: number, auth: string | null = `Bearer ${token}`) => fetch(`http://127.0.0.1:${port}/metrics`, { headers: auth ? { authorization: auth } : {} });
const metricsText = async (port: number) => {
  const res = await scrape(port);
  expect(res.status).toBe(200);
  return res.text();
};

describe('one request id across web, worker and temporal-worker', () => {
  const reqId = `obs-${randomUUID()}`;

  it('follows a sign-in from its HTTP call into the job, the workflow, its activities and the job they enqueue', async () => {
    const jar = new CookieJar();
    const start = await fetch(`${webUrl}/api/auth/google`, { redirect: 'manual' });
    jar.store(start);
    const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
    const callback = await fetch(`${webUrl}/api/auth/google/callback?code=4/0Aobserved&state=${encodeURIComponent(state)}`, { redirect: 'manual', headers: { cookie: jar.header(), 'x-request-id': reqId } });
    expect(callback.status).toBe(302);
    expect(callback.headers.get('x-request-id')).toBe(reqId);
    expect(new URL(callback.headers.get('location')!).searchParams.get('token')).toBeTruthy();

    await lineOf(web, 'the callback access line', (l) => l.reqId === reqId && l.path === '/api/auth/google/callback' && l.msg === 'request completed');
    await lineOf(worker, 'the sign-in job under the request id', (l) => l.reqId === reqId && l.job === 'user-signed-in' && l.msg === 'job completed');
    await lineOf(temporalWorker, 'the onboarding activities under the request id', (l) => l.reqId === reqId && l.activity === 'createDefaultSettings' && l.msg === 'activity completed');
    await lineOf(temporalWorker, 'the welcome activity under the request id', (l) => l.reqId === reqId && l.activity === 'sendWelcomeMessage' && l.msg === 'activity completed');
    await lineOf(worker, 'the welcome job under the request id', (l) => l.reqId === reqId && l.job === 'deliver-notification');
  });

  it('names a Telegram update’s work tg:<bot>:<update_id>, from the webhook into the worker', async () => {
    const updateId = Math.floor(Date.now() / 1000);
    const res = await fetch(`${webUrl}/api/telegram/calendar/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': secret },
      body: JSON.stringify({ update_id: updateId, message: { message_id: 1, date: 1_700_000_000, chat: { id: 77, type: 'private' }, from: { id: 77, is_bot: false, first_name: 'Obs' }, text: '/help' } }),
    });
    expect(res.status).toBe(200);
    const id = `tg:calendar:${updateId}`;
    expect(res.headers.get('x-request-id')).toBe(id);
    await lineOf(web, 'the webhook access line', (l) => l.reqId === id && l.msg === 'request completed');
    await lineOf(worker, 'the update job under its id', (l) => l.reqId === id && l.job === 'telegram-update');
  });
});

describe('/metrics on each process’s internal port', () => {
  it('serves the web process’s HTTP latency by route template, never on the public port', async () => {
    await fetch(`${webUrl}/api/auth/me`);
    const text = await metricsText(metricsPorts.web);
    expect(sample(text, 'http_request_duration_seconds_count', { service: 'web', method: 'GET', route: '/api/auth/google/callback', status_class: '3xx' })).toBeGreaterThan(0);
    expect(sample(text, 'http_request_duration_seconds_count', { service: 'web', method: 'GET', route: '/api/auth/me', status_class: '4xx' })).toBeGreaterThan(0);
    expect(sample(text, 'telegram_updates_received_total', { service: 'web', bot: 'calendar' })).toBeGreaterThan(0);
    expect(sample(text, 'process_cpu_seconds_total', { service: 'web' })).toBeGreaterThan(0);
    // As a scraper asks (Prometheus' Accept header) and as a browser does: a JSON 404, nothing of the metrics.
    for (const accept of ['application/openmetrics-text;version=1.0.0,text/plain;version=0.0.4;q=0.5', 'text/html,*/*;q=0.8']) {
      const publicScrape = await fetch(`${webUrl}/metrics`, { headers: { accept, authorization: `Bearer ${token}` } });
      expect(publicScrape.status).toBe(404);
      expect(await publicScrape.json()).toMatchObject({ error: 'not_found' });
    }
    expect((await fetch(`${webUrl}/api/metrics`)).status).toBe(404);
  });

  it('serves the worker’s job outcomes, durations and queue depths', async () => {
    const text = await metricsText(metricsPorts.worker);
    expect(sample(text, 'bullmq_job_attempts_total', { service: 'worker', queue: 'auth-events', name: 'user-signed-in', outcome: 'completed' })).toBeGreaterThan(0);
    expect(sample(text, 'bullmq_job_duration_seconds_count', { service: 'worker', queue: 'auth-events', name: 'user-signed-in' })).toBeGreaterThan(0);
    expect(sample(text, 'bullmq_queue_jobs', { service: 'worker', queue: 'auth-events', state: 'waiting' })).toBe(0);
    expect(sample(text, 'bullmq_queue_depth_up', { service: 'worker' })).toBe(1);
  });

  it('serves the temporal-worker’s workflow and activity outcomes', async () => {
    const text = await metricsText(metricsPorts.temporal);
    expect(sample(text, 'temporal_workflow_outcomes_total', { service: 'temporal-worker', workflow_type: 'onboardingWorkflow', outcome: 'completed' }), text.split('\n').filter((l) => l.startsWith('temporal_')).join('\n')).toBeGreaterThan(0);
    expect(sample(text, 'temporal_activity_attempts_total', { service: 'temporal-worker', activity_type: 'sendWelcomeMessage', outcome: 'completed' })).toBeGreaterThan(0);
    expect(sample(text, 'temporal_activity_duration_seconds_count', { service: 'temporal-worker', activity_type: 'createDefaultSettings' })).toBeGreaterThan(0);
  });

  it('refuses a missing or wrong token with 401 and other paths with 404', async () => {
    for (const port of Object.values(metricsPorts)) {
      expect((await scrape(port, null)).status).toBe(401);
      expect((await scrape(port, 'Bearer wrong-token')).status).toBe(401);
      expect((await fetch(`http://127.0.0.1:${port}/`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);
    }
  });
});
