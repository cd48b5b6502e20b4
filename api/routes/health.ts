import Router from '@koa/router';
import type { Redis } from 'ioredis';
import type { Middleware } from 'koa';
import { HIDDEN_CHECK_ERROR, type DependencyCheck, type HealthResponse, type LivenessResponse } from '../../contracts/health.ts';
import type { AppDeps } from '../deps.ts';
import { bearerUser } from '../middleware/authenticate.ts';

const TIMEOUT_MS = 1500;

/** `work`, or a rejection once `ms` have passed without an answer. */
function within<T>(ms: number, work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref()),
  ]);
}

async function timed(check: () => Promise<unknown>): Promise<DependencyCheck> {
  const started = performance.now();
  try {
    await within(TIMEOUT_MS, check());
    return { ok: true, latencyMs: Math.round(performance.now() - started) };
  } catch (err) {
    return { ok: false, latencyMs: Math.round(performance.now() - started), error: err instanceof Error ? err.message : String(err) };
  }
}

/** Right after start the connection may still be opening: wait for it, within the timeout. */
function redisReady(redis: Redis, ms: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onReady = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      redis.off('ready', onReady);
      reject(new Error(`not connected (${redis.status})`));
    }, ms);
    redis.once('ready', onReady);
  });
}

/**
 * Readiness: GET /api/health (the original name) and GET /api/health/ready answer the same. Anyone
 * may probe; a failing check's own message (driver texts name hosts, users, databases) is
 * logged every time and shown only to operators and admins, by bearer token. Liveness,
 * GET /api/health/live, touches nothing: a supervisor must not restart a process because
 * Postgres is down, and a load balancer must stop sending it requests meanwhile.
 */
export function healthRoutes({ knex, redis, temporal, tokens, access }: AppDeps): Router {
  const router = new Router();
  const readiness: Middleware = async (ctx) => {
    const [postgres, redisCheck, temporalCheck] = await Promise.all([
      timed(() => knex.raw('select 1')),
      timed(async () => {
        await redisReady(redis, TIMEOUT_MS);
        return redis.ping();
      }),
      timed(() => temporal.ping(TIMEOUT_MS)),
    ]);
    let checks = { postgres, redis: redisCheck, temporal: temporalCheck };
    const healthy = Object.values(checks).every((c) => c.ok);
    if (!healthy) {
      ctx.log.warn({ checks }, 'health check failed');
      // Resolving the caller reads the database, which may be the thing that is down.
      const user = await within(TIMEOUT_MS, bearerUser(ctx, tokens, access)).catch(() => null);
      if (user?.role !== 'operator' && user?.role !== 'admin') {
        const hide = (c: DependencyCheck): DependencyCheck => (c.ok ? c : { ...c, error: HIDDEN_CHECK_ERROR });
        checks = { postgres: hide(postgres), redis: hide(redisCheck), temporal: hide(temporalCheck) };
      }
    }
    ctx.status = healthy ? 200 : 503;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: healthy ? 'ok' : 'degraded', checks } satisfies HealthResponse;
  };
  router.get('/api/health', readiness);
  router.get('/api/health/ready', readiness);
  router.get('/api/health/live', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok', uptimeSeconds: Math.round(process.uptime()) } satisfies LivenessResponse;
  });
  return router;
}
