import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { SERVICE_NAMES, type AnalyticsService } from '../../contracts/analytics.ts';
import { AnalyticsUpstreamError } from '../domain/analytics/metric-source.ts';

/**
 * The analytics upstreams' limits, kept per user (one user's keys are one RevenueCat project and
 * one Amplitude project, and those limits are per project), in Redis so the web process, the
 * worker and the temporal-worker share them:
 * - RevenueCat: requests per minute per endpoint domain (Charts & Metrics: 25 by default; Project
 *   Configuration: 60), counted over a sliding minute;
 * - Amplitude: 5 requests in flight, and a budget of query cost per hour (108,000), each query
 *   counted at its documented cost (core/clients/amplitude/cost.ts).
 * A call waits for its turn up to `maxWaitMs`, then fails as 'rate_limited' with the wait it
 * would have needed; a 429 from the upstream holds every call of that user and domain as long
 * as it said.
 *
 * Not rate-limiter-flexible: its Redis limiters are fixed windows opened by the first call, so
 * two of our windows can put twice the limit into one of RevenueCat's minutes, and it has no
 * lease for calls in flight. One script checks the hold, the window and the leases and takes
 * them together, so a refused call takes nothing and there is nothing to give back.
 */
export interface LimitTicket {
  service: AnalyticsService;
  userId: string;
  /** RevenueCat's rate limiting domain ('charts' | 'project'); Amplitude has one ('dashboard'). */
  bucket: string;
  /** What the call counts against the window: 1 a request for RevenueCat, the query's cost for Amplitude. */
  cost?: number;
}

export type Release = () => Promise<void>;

/** The release of a call that holds no lease. */
const nothingToRelease: Release = () => Promise.resolve();

export interface AnalyticsLimiter {
  /** Waits for the ticket's turn; throws AnalyticsUpstreamError 'rate_limited' when it would wait past maxWaitMs. Call the release when the call ends. */
  acquire(ticket: LimitTicket): Promise<Release>;
  /** The upstream answered 429: no call of this user and bucket goes out for `ms`. */
  hold(ticket: LimitTicket, ms: number): Promise<void>;
}

interface BucketRule {
  /** At most `limit` (calls or cost) in any `windowMs`. */
  limit: number;
  windowMs: number;
  /** At most this many calls in flight (0: no limit). */
  concurrency: number;
}

/** The documented figures (see /tmp/decisions-h1.md for the pages): the defaults of the env. */
export const ANALYTICS_LIMITS_DEFAULT = {
  revenuecatChartsPerMinute: 25,
  revenuecatProjectPerMinute: 60,
  amplitudeConcurrency: 5,
  amplitudeCostPerHour: 108_000,
} as const;

export interface AnalyticsLimiterOptions {
  redis: Redis;
  prefix: string;
  log?: Logger;
  /** The longest a call waits for its turn (default 30 s). */
  maxWaitMs?: number;
  revenuecat?: { chartsPerMinute?: number; projectPerMinute?: number; windowMs?: number };
  amplitude?: { concurrency?: number; costPerHour?: number; windowMs?: number };
  /** A lease in flight is dropped after this long even if its process died without releasing (default 2 min). */
  leaseMs?: number;
}

/** How often a call waiting for a lease in flight asks again (none says when one ends). */
const LEASE_POLL_MS = 50;

/*
 * KEYS: window (zset: member `<id>:<cost>`, score = when), leases (zset: member id, score = expiry), hold.
 * ARGV: windowMs, limit, cost, concurrency, leaseMs, id.
 * Returns {1, 0} when taken, {0, waitMs} to ask again after waitMs, {-1, 0} when the cost can never fit.
 * Redis's own clock, so processes with skewed clocks count the same window.
 */
const TAKE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local held = redis.call('PTTL', KEYS[3])
if held > 0 then return {0, held} end
local windowMs = tonumber(ARGV[1])
local limit = tonumber(ARGV[2])
local cost = tonumber(ARGV[3])
local concurrency = tonumber(ARGV[4])
local leaseMs = tonumber(ARGV[5])
if cost > limit then return {-1, 0} end
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - windowMs)
local entries = redis.call('ZRANGE', KEYS[1], 0, -1, 'WITHSCORES')
local used = 0
for i = 1, #entries, 2 do used = used + tonumber(string.match(entries[i], ':(%d+)$')) end
if used + cost > limit then
  local need = used + cost - limit
  local freed = 0
  for i = 1, #entries, 2 do
    freed = freed + tonumber(string.match(entries[i], ':(%d+)$'))
    if freed >= need then return {0, tonumber(entries[i + 1]) + windowMs - now + 1} end
  end
end
if concurrency > 0 then
  redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now)
  if redis.call('ZCARD', KEYS[2]) >= concurrency then return {0, ${LEASE_POLL_MS}} end
  redis.call('ZADD', KEYS[2], now + leaseMs, ARGV[6])
  redis.call('PEXPIRE', KEYS[2], leaseMs)
end
redis.call('ZADD', KEYS[1], now, ARGV[6] .. ':' .. cost)
redis.call('PEXPIRE', KEYS[1], windowMs)
return {1, 0}
`;

/** Sets the hold unless a longer one is already there. KEYS: hold. ARGV: ms. */
const HOLD = `
if redis.call('PTTL', KEYS[1]) < tonumber(ARGV[1]) then redis.call('SET', KEYS[1], '1', 'PX', ARGV[1]) end
return 1
`;

type LimiterRedis = Redis & {
  analyticsTake(window: string, leases: string, hold: string, windowMs: number, limit: number, cost: number, concurrency: number, leaseMs: number, id: string): Promise<[number, number]>;
  analyticsHold(hold: string, ms: number): Promise<number>;
};

function withCommands(redis: Redis): LimiterRedis {
  // One connection may serve several limiters (tests, processes building deps twice): define once.
  if (!('analyticsTake' in redis)) redis.defineCommand('analyticsTake', { numberOfKeys: 3, lua: TAKE });
  if (!('analyticsHold' in redis)) redis.defineCommand('analyticsHold', { numberOfKeys: 1, lua: HOLD });
  return redis as LimiterRedis;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createAnalyticsLimiter(options: AnalyticsLimiterOptions): AnalyticsLimiter {
  const redis = withCommands(options.redis);
  const maxWaitMs = options.maxWaitMs ?? 30_000;
  const leaseMs = options.leaseMs ?? 120_000;
  const minute = options.revenuecat?.windowMs ?? 60_000;
  const hour = options.amplitude?.windowMs ?? 3_600_000;
  const rules: Record<string, BucketRule> = {
    'revenuecat:charts': { limit: options.revenuecat?.chartsPerMinute ?? ANALYTICS_LIMITS_DEFAULT.revenuecatChartsPerMinute, windowMs: minute, concurrency: 0 },
    'revenuecat:project': { limit: options.revenuecat?.projectPerMinute ?? ANALYTICS_LIMITS_DEFAULT.revenuecatProjectPerMinute, windowMs: minute, concurrency: 0 },
    'amplitude:dashboard': {
      limit: options.amplitude?.costPerHour ?? ANALYTICS_LIMITS_DEFAULT.amplitudeCostPerHour,
      windowMs: hour,
      concurrency: options.amplitude?.concurrency ?? ANALYTICS_LIMITS_DEFAULT.amplitudeConcurrency,
    },
  };
  const keyOf = (t: LimitTicket) => `${options.prefix}:analytics-limit:${t.service}:${t.userId}:${t.bucket}`;
  const ruleOf = (t: LimitTicket) => {
    const rule = rules[`${t.service}:${t.bucket}`];
    if (!rule) throw new Error(`No analytics limit for ${t.service} bucket '${t.bucket}'`);
    return rule;
  };
  const refused = (t: LimitTicket, waitMs: number, why: string) =>
    new AnalyticsUpstreamError(t.service, 'rate_limited', why, { retryAfterMs: Math.max(1, Math.ceil(waitMs)) });
  const redisDown = (err: unknown) => {
    options.log?.warn({ err: err instanceof Error ? err.message : String(err) }, 'analytics rate limiter unavailable; calling without it');
  };

  return {
    async acquire(ticket) {
      const rule = ruleOf(ticket);
      const cost = Math.max(1, Math.ceil(ticket.cost ?? 1));
      const key = keyOf(ticket);
      const id = randomUUID();
      const deadline = Date.now() + maxWaitMs;
      for (;;) {
        let taken: [number, number];
        try {
          taken = await redis.analyticsTake(`${key}:window`, `${key}:leases`, `${key}:hold`, rule.windowMs, rule.limit, cost, rule.concurrency, leaseMs, id);
        } catch (err) {
          // Redis being down lets calls through: the upstream's own 429 is still obeyed.
          redisDown(err);
          return nothingToRelease;
        }
        const [state, wait] = taken;
        if (state === 1) {
          if (rule.concurrency === 0) return nothingToRelease;
          return async () => {
            await redis.zrem(`${key}:leases`, id).catch(redisDown);
          };
        }
        if (state === -1) throw refused(ticket, rule.windowMs, `This ${SERVICE_NAMES[ticket.service]} query costs ${cost}, more than the ${rule.limit} its limit allows in a window.`);
        if (Date.now() + wait > deadline) throw refused(ticket, wait, `${SERVICE_NAMES[ticket.service]}'s rate limit for this account is used up for now; about ${Math.ceil(wait / 1000)} s to wait.`);
        await sleep(wait);
      }
    },
    async hold(ticket, ms) {
      ruleOf(ticket);
      await redis.analyticsHold(`${keyOf(ticket)}:hold`, Math.max(1, Math.ceil(ms))).catch(redisDown);
    },
  };
}

/** For tests of the clients and for tools that need no limit: every call goes at once. */
export const unlimitedAnalytics: AnalyticsLimiter = { acquire: () => Promise.resolve(nothingToRelease), hold: () => Promise.resolve() };

/**
 * A call under the limiter: waits its turn, and when the upstream answers 429 holds the user's
 * bucket as long as it said and tries again (up to `retries` times, while the wait fits in the
 * limiter's bound; past it the 'rate_limited' error goes up with the wait, for a later retry).
 */
export async function limitedCall<T>(limiter: AnalyticsLimiter, ticket: LimitTicket, call: () => Promise<T>, retries = 2): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    const release = await limiter.acquire(ticket);
    try {
      return await call();
    } catch (err) {
      if (!(err instanceof AnalyticsUpstreamError) || err.failure !== 'rate_limited') throw err;
      await limiter.hold(ticket, err.options.retryAfterMs ?? 1000);
      if (attempt >= retries) throw err;
    } finally {
      await release();
    }
  }
}
