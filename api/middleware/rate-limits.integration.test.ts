import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import Koa from 'koa';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { giveActiveSubscription, newSubscriber } from '../testing/subscriber.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { errorHandler } from './error-handler.ts';
import { RATE_LIMITS, type RateLimits } from './rate-limit-numbers.ts';
import { ipKey, perUserRateLimit, rateLimits, type RateLimitDeps } from './rate-limits.ts';

const redis = new Redis(process.env.REDIS_URL!);
/** Until a connection is ready the limits count in memory, as while Redis is down. */
const ready = async (client: Redis) => {
  if (client.status !== 'ready') await new Promise((resolve) => client.once('ready', resolve));
};
beforeAll(() => ready(redis));
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});
afterAll(() => redis.disconnect());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const depsOn = (client: Redis): RateLimitDeps => ({ redis: client, config: { QUEUE_PREFIX: `${process.env.QUEUE_PREFIX}:rl-${randomUUID()}` } });

/** A bare Koa app behind a trusted proxy (the client's address from X-Forwarded-For) that answers OK to whatever passes. */
async function bareApp(build: (app: Koa) => void): Promise<string> {
  const app = new Koa({ proxy: true });
  app.use(errorHandler());
  build(app);
  app.use((ctx) => {
    ctx.body = 'OK';
  });
  const server = createServer(app.callback());
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Every limit at 3 a second. */
const small = Object.fromEntries(Object.keys(RATE_LIMITS).map((name) => [name, { points: 3, duration: 1 }])) as RateLimits;

const from = (ip: string, method = 'GET', extra: Record<string, string> = {}) => ({ method, headers: { 'x-forwarded-for': ip, ...extra }, redirect: 'manual' as const });

async function expectRefused(res: Response) {
  expect(res.status).toBe(429);
  expect(res.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
  expect(await res.json()).toEqual({ error: 'rate_limited', message: expect.stringMatching(/try again in \d+ s/) });
}

describe('per-IP limits on sign-in, refresh and the bank webhook', () => {
  const routes = [
    ['GET', '/api/auth/google'],
    ['GET', '/api/auth/google/callback?code=x&state=y'],
    ['POST', '/api/auth/refresh'],
    ['POST', '/api/subscription/webhook'],
  ] as const;

  it.each(routes)('%s %s answers 429 with Retry-After past its limit, for that address only', async (method, path) => {
    const base = await bareApp((app) => app.use(rateLimits(depsOn(redis), small)));
    for (let i = 0; i < 3; i += 1) expect((await fetch(`${base}${path}`, from('203.0.113.7', method))).status).toBe(200);
    await expectRefused(await fetch(`${base}${path}`, from('203.0.113.7', method)));
    expect((await fetch(`${base}${path}`, from('203.0.113.8', method))).status).toBe(200);
  });

  it('lets every other request through, and counts each route on its own', async () => {
    const base = await bareApp((app) => app.use(rateLimits(depsOn(redis), small)));
    for (let i = 0; i < 5; i += 1) {
      expect((await fetch(`${base}/api/auth/me`, from('203.0.113.7'))).status).toBe(200);
      expect((await fetch(`${base}/api/auth/google`, from('203.0.113.7', 'POST'))).status).toBe(200);
    }
    for (let i = 0; i < 3; i += 1) expect((await fetch(`${base}/api/auth/google`, from('203.0.113.7'))).status).toBe(200);
    expect((await fetch(`${base}/api/auth/refresh`, from('203.0.113.7', 'POST'))).status).toBe(200);
  });

  it('counts the spellings the router also takes (any case, a trailing slash, HEAD) as the route', async () => {
    const base = await bareApp((app) => app.use(rateLimits(depsOn(redis), small)));
    expect((await fetch(`${base}/API/Auth/Google`, from('203.0.113.7'))).status).toBe(200);
    expect((await fetch(`${base}/api/auth/google/`, from('203.0.113.7'))).status).toBe(200);
    expect((await fetch(`${base}/api/auth/google`, from('203.0.113.7', 'HEAD'))).status).toBe(200);
    expect((await fetch(`${base}/api/auth/google`, from('203.0.113.7'))).status).toBe(429);
  });

  it('lets the address in again once the window has passed', async () => {
    const base = await bareApp((app) => app.use(rateLimits(depsOn(redis), small)));
    for (let i = 0; i < 3; i += 1) await fetch(`${base}/api/auth/refresh`, from('198.51.100.1', 'POST'));
    expect((await fetch(`${base}/api/auth/refresh`, from('198.51.100.1', 'POST'))).status).toBe(429);
    await sleep(1_100);
    expect((await fetch(`${base}/api/auth/refresh`, from('198.51.100.1', 'POST'))).status).toBe(200);
  });

  it('counts an IPv6 client by its /64, which one subscriber holds whole', async () => {
    expect(ipKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(ipKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(ipKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(ipKey('192.0.2.1')).toBe('192.0.2.1');
    expect(ipKey('::1')).toBe('::/64');
    const base = await bareApp((app) => app.use(rateLimits(depsOn(redis), small)));
    for (const ip of ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:aaaa::9']) expect((await fetch(`${base}/api/auth/google`, from(ip))).status).toBe(200);
    expect((await fetch(`${base}/api/auth/google`, from('2001:db8:1:2::7'))).status).toBe(429);
    expect((await fetch(`${base}/api/auth/google`, from('2001:db8:1:3::1'))).status).toBe(200);
  });

  it('keeps answering, and limiting per process, while Redis is down', async () => {
    const down = new Redis('redis://127.0.0.1:1', { enableOfflineQueue: false, maxRetriesPerRequest: 0, lazyConnect: true });
    down.on('error', () => undefined);
    try {
      const base = await bareApp((app) => app.use(rateLimits(depsOn(down), small)));
      for (let i = 0; i < 3; i += 1) expect((await fetch(`${base}/api/auth/google`, from('203.0.113.9'))).status).toBe(200);
      await expectRefused(await fetch(`${base}/api/auth/google`, from('203.0.113.9')));
    } finally {
      down.disconnect();
    }
  });

  it("takes a burst of T-Bank's notifications for 1,000 renewals at once from one address, at the production limit", { timeout: 60_000 }, async () => {
    const base = await bareApp((app) => app.use(rateLimits(depsOn(redis))));
    // Two notifications a renewal (AUTHORIZED, CONFIRMED), 50 connections at a time.
    const statuses = new Map<number, number>();
    const started = Date.now();
    for (let sent = 0; sent < 2_000; sent += 50) {
      const answers = await Promise.all(Array.from({ length: 50 }, () => fetch(`${base}/api/subscription/webhook`, from('203.0.113.50', 'POST'))));
      for (const res of answers) statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 200: 2_000 });
    expect(Date.now() - started).toBeLessThan(RATE_LIMITS.bankWebhook.duration * 1000);
  });
});

describe('per-user limits', () => {
  it('refuses one user past the limit, not another, and lets them in again after the window', async () => {
    const base = await bareApp((app) => {
      app.use(async (ctx, next) => {
        ctx.state.user = { id: ctx.get('x-user') } as never;
        await next();
      });
      app.use(perUserRateLimit(depsOn(redis), 'generate-reply', small.generateReply));
    });
    const as = (user: string) => fetch(`${base}/anything`, { method: 'POST', headers: { 'x-user': user } });
    for (let i = 0; i < 3; i += 1) expect((await as('alice')).status).toBe(200);
    await expectRefused(await as('alice'));
    expect((await as('bob')).status).toBe(200);
    await sleep(1_100);
    expect((await as('alice')).status).toBe(200);
  });
});

describe('the limits in the real app, at the production numbers', () => {
  let app: TestApp;
  beforeAll(async () => {
    // Keys of their own: other test files sign in from 127.0.0.1 too.
    app = await startTestApp({ QUEUE_PREFIX: `${process.env.QUEUE_PREFIX}:rl-${randomUUID()}`, SUBSCRIPTION_CACHE_SECONDS: '0' }, { productionRateLimits: true });
    await ready(app.deps.redis);
  });
  afterAll(() => app?.close());

  it('limits starting sign-in and refreshing per address', async () => {
    const get = () => fetch(`${app.baseUrl}/api/auth/google`, { redirect: 'manual' });
    const refresh = () => fetch(`${app.baseUrl}/api/auth/refresh`, { method: 'POST' });
    for (let i = 0; i < RATE_LIMITS.signIn.points; i += 1) expect((await get()).status).toBe(302);
    const refused = await get();
    // The refusal carries the security headers too.
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
    await expectRefused(refused);
    for (let i = 0; i < RATE_LIMITS.refresh.points; i += 1) expect((await refresh()).status).toBe(401);
    await expectRefused(await refresh());
  });

  it('limits reply generation and Generate All per user, after sign-in', async () => {
    const [alice, bob] = await Promise.all([newSubscriber(app), newSubscriber(app)]);
    await Promise.all([giveActiveSubscription(alice.userId), giveActiveSubscription(bob.userId)]);
    const reply = { commentId: 'Ugw-1', videoId: 'vid00000001', commentText: 'Nice', skipCache: false };
    // No OpenAI key in this app: each generation answers 503, and still counts.
    for (let i = 0; i < RATE_LIMITS.generateReply.points; i += 1) expect((await alice.call('POST', '/api/youtube/comments/generate-reply', reply)).status).toBe(503);
    const refused = await alice.call('POST', '/api/youtube/comments/generate-reply', reply);
    expect(refused).toEqual({ status: 429, body: { error: 'rate_limited', message: expect.any(String) } });
    expect((await bob.call('POST', '/api/youtube/comments/generate-reply', reply)).status).toBe(503);

    const emptyBatch = { comments: [], videoId: 'vid00000001' };
    for (let i = 0; i < RATE_LIMITS.generateBatch.points; i += 1) expect((await alice.call('POST', '/api/youtube/comments/generate-replies-batch', emptyBatch)).status).toBe(400);
    expect((await alice.call('POST', '/api/youtube/comments/generate-replies-batch', emptyBatch)).status).toBe(429);
    expect((await bob.call('POST', '/api/youtube/comments/generate-replies-batch', emptyBatch)).status).toBe(400);
    // Signed out, the route still answers 401 first, and counts nothing.
    expect((await fetch(`${app.baseUrl}/api/youtube/comments/generate-reply`, { method: 'POST' })).status).toBe(401);
  });
});
