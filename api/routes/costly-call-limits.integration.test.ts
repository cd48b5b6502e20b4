import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUsageLimits } from '../../core/limits/usage-limits.ts';
import { RATE_LIMITS } from '../../core/limits/numbers.ts';
import type { RateLimits } from '../middleware/rate-limit-numbers.ts';
import { giveActiveSubscription, newSubscriber, type Subscriber } from '../testing/subscriber.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * The per-user limits of the calls that cost a model's time, a login code sent to a phone or a
 * run over a user's channels (core/limits/numbers.ts), each at 2 a minute here. Every call before
 * the limit fails cheaply (no keys, an id that is nobody's, an empty body) and still counts: the
 * limit comes before the work. Another user is never refused for the first one's calls.
 */
const LIMIT = 2;
const small: Partial<RateLimits> = Object.fromEntries(
  (['analyticsQuestion', 'digestTestRun', 'regradeSubmission', 'regradeAll', 'submission', 'telegramSignInStart', 'telegramSignInComplete'] as const).map((name) => [name, { points: LIMIT, duration: 60 }]),
);

let app: TestApp;
beforeAll(async () => {
  // Counters of their own: other files' users are other ids, but the prefix keeps runs apart too.
  app = await startTestApp({ QUEUE_PREFIX: `${process.env.QUEUE_PREFIX}:costly-${randomUUID().slice(0, 8)}` }, { rateLimits: small });
});
afterAll(() => app?.close());

/** Raw, so the Retry-After header can be read. */
async function raw(user: Subscriber, method: string, path: string, body: unknown) {
  return fetch(`${app.baseUrl}${path}`, { method, headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

async function subscriber(): Promise<Subscriber> {
  const user = await newSubscriber(app);
  await giveActiveSubscription(user.userId);
  return user;
}

const nobodys = randomUUID();
const sites = [
  ['an analytics question', 'POST', '/api/analytics/query', { query: 'revenue last week?', language: 'en', priority: 'medium' }],
  ["a digest's Test run", 'POST', `/api/telegram/digest/preferences/${nobodys}/test`, undefined],
  ['the Telegram sign-in start', 'POST', '/api/telegram/digest/auth/start', { phoneNumber: '+15555550100' }],
  ['the Telegram sign-in completion', 'POST', '/api/telegram/digest/auth/complete', { code: '12345' }],
  ['a submission', 'POST', '/api/homework/submissions', {}],
  ["a submission's regrade", 'POST', `/api/homework/submissions/${nobodys}/regrade`, undefined],
  ['Regrade All', 'POST', `/api/homework/assignments/${nobodys}/regrade`, {}],
] as const;

describe('per-user limits of costly calls', () => {
  it.each(sites)('%s answers 429 with Retry-After past the limit, for that user only', async (_what, method, path, body) => {
    const [alice, bob] = await Promise.all([subscriber(), subscriber()]);
    const first: number[] = [];
    for (let i = 0; i < LIMIT; i += 1) first.push((await raw(alice, method, path, body ?? {})).status);
    // Whatever these answer for this body, it is not a refusal of the limit.
    expect(first.every((status) => status !== 429 && status < 500)).toBe(true);
    const refused = await raw(alice, method, path, body ?? {});
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({ error: 'rate_limited', message: expect.stringMatching(/^Too many requests: try again in \d+ s$/) });
    // The same call of another user answers as Alice's first did.
    expect((await raw(bob, method, path, body ?? {})).status).toBe(first[0]);
  });

  it("counts the analytics bot's questions with the console's: one limit per user", async () => {
    const [alice, bob] = await Promise.all([subscriber(), subscriber()]);
    // What the analytics bot takes for two questions in the worker (workers/bots/analytics/questions.ts).
    const bot = createUsageLimits({ redis: app.deps.redis, prefix: app.deps.config.QUEUE_PREFIX }, { ...RATE_LIMITS, ...small });
    for (let i = 0; i < LIMIT; i += 1) expect(await bot.take('analyticsQuestion', alice.userId)).toEqual({ allowed: true });
    expect((await raw(alice, 'POST', '/api/analytics/query', { query: 'revenue?' })).status).toBe(429);
    expect((await raw(bob, 'POST', '/api/analytics/query', { query: 'revenue?' })).status).not.toBe(429);
  });
});
