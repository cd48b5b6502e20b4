import Router from '@koa/router';
import type { Redis } from 'ioredis';
import type { HealthResponse } from '../../contracts/health.ts';
import type { AppDeps } from '../deps.ts';

const TIMEOUT_MS = 1500;

async function timed(check: () => Promise<unknown>) {
  const started = performance.now();
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => setTimeout(() => reject(new Error(`no answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS).unref()),
    ]);
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

export function healthRoutes({ knex, redis, temporal }: AppDeps): Router {
  const router = new Router();
  router.get('/api/health', async (ctx) => {
    const [postgres, redisCheck, temporalCheck] = await Promise.all([
      timed(() => knex.raw('select 1')),
      timed(async () => {
        await redisReady(redis, TIMEOUT_MS);
        return redis.ping();
      }),
      timed(() => temporal.ping(TIMEOUT_MS)),
    ]);
    const checks = { postgres, redis: redisCheck, temporal: temporalCheck };
    const healthy = Object.values(checks).every((c) => c.ok);
    ctx.status = healthy ? 200 : 503;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: healthy ? 'ok' : 'degraded', checks } satisfies HealthResponse;
  });
  return router;
}
