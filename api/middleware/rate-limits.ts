import type { Redis } from 'ioredis';
import ipaddr from 'ipaddr.js';
import type { Context, Middleware } from 'koa';
import type { Config } from '../../core/config.ts';
import { AppError } from '../../core/errors.ts';
import { createLimiter } from '../../core/limits/limiter.ts';
import { currentUser } from './authenticate.ts';
import { RATE_LIMITS, type LimitName, type RateLimits, type RateRule } from '../../core/limits/numbers.ts';

/** What the limits need of the app's deps (AppDeps has it all). */
export interface RateLimitDeps {
  redis: Redis;
  config: Pick<Config, 'QUEUE_PREFIX'>;
}

export interface RateLimit {
  /** Counts one request of `key`; refuses with 429, `Retry-After` and `{error, message}` past the limit. */
  check(ctx: Context, key: string): Promise<void>;
}

/**
 * One named limit (core/limits/limiter.ts: counted in Redis across processes, in memory per
 * process while Redis is down) that answers 429 with `Retry-After` past it.
 */
export function rateLimit(deps: RateLimitDeps, name: string, rule: RateRule): RateLimit {
  const limiter = createLimiter({ redis: deps.redis, prefix: deps.config.QUEUE_PREFIX }, name, rule);
  return {
    async check(ctx, key) {
      const answer = await limiter.take(key);
      if (answer.allowed) return;
      ctx.set('Retry-After', String(answer.retryAfterSeconds));
      throw new AppError('rate_limited', `Too many requests: try again in ${answer.retryAfterSeconds} s`);
    },
  };
}

/**
 * The key of a client address: IPv4 as it is (IPv4-mapped IPv6 too), IPv6 by its /64, which
 * one subscriber usually holds whole and could otherwise walk through address by address.
 */
export function ipKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/64`).toString()}/64`;
}

/**
 * The per-IP limits of the routes anyone can call without signing in: Google sign-in and its
 * callback, the refresh of a session, the bank's notifications. One middleware ahead of the
 * router, matching the routes as the router does (any case, one trailing slash, HEAD as GET);
 * every other request passes straight through. Tests pass smaller `limits`.
 */
export function rateLimits(deps: RateLimitDeps, limits: RateLimits = RATE_LIMITS): Middleware {
  const routes = new Map<string, RateLimit>([
    ['GET /api/auth/google', rateLimit(deps, 'auth-google', limits.signIn)],
    ['GET /api/auth/google/callback', rateLimit(deps, 'auth-callback', limits.signInCallback)],
    ['POST /api/auth/refresh', rateLimit(deps, 'auth-refresh', limits.refresh)],
    ['POST /api/subscription/webhook', rateLimit(deps, 'bank-webhook', limits.bankWebhook)],
  ]);
  return async (ctx, next) => {
    if (/^\/api\//i.test(ctx.path)) {
      const method = ctx.method === 'HEAD' ? 'GET' : ctx.method;
      const limit = routes.get(`${method} ${ctx.path.toLowerCase().replace(/(.)\/$/, '$1')}`);
      if (limit) await limit.check(ctx, ipKey(ctx.ip));
    }
    await next();
  };
}

/** A per-user limit on a route behind `authenticate` (the user is known). */
export function perUserRateLimit(deps: RateLimitDeps, name: string, rule: RateRule): Middleware {
  const limit = rateLimit(deps, name, rule);
  return async (ctx, next) => {
    await limit.check(ctx, currentUser(ctx).id);
    await next();
  };
}

/**
 * A per-user limit of core/limits/numbers.ts by its name, on a route behind `authenticate`: the
 * same counter as the bots' (core/limits/usage-limits.ts) for a limit both take.
 */
export function perUserLimit(deps: RateLimitDeps & { rateLimits: RateLimits }, name: LimitName): Middleware {
  return perUserRateLimit(deps, name, deps.rateLimits[name]);
}
