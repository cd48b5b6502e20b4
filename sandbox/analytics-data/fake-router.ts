import { setTimeout as sleep } from 'node:timers/promises';
import Router from '@koa/router';
import type { FakeCalendarOptions } from './calendar.ts';

/** What both analytics fakes take: their today, a fixed delay (the benchmark's), a tap on each request. */
export interface AnalyticsFakeOptions extends FakeCalendarOptions {
  /** Every call answers after this long. */
  delayMs?: number;
  /** Called with each request as it arrives ('GET /v2/projects'): tests and the benchmark count them. */
  onRequest?: (request: string) => void;
}

/** A fake's router under `prefix`, answering after the delay and telling `onRequest` of each call. */
export function analyticsFakeRouter(prefix: string, options: AnalyticsFakeOptions): Router {
  const router = new Router({ prefix });
  router.use(async (ctx, next) => {
    options.onRequest?.(`${ctx.method} ${ctx.path.slice(prefix.length)}`);
    if (options.delayMs) await sleep(options.delayMs);
    await next();
  });
  return router;
}

/**
 * The behaviour hooks, decided by the key's text: 'invalid' is refused, 'empty' reads a project
 * with no data, and 'ratelimited' is answered 429 on its first call (each fake instance keeps
 * which keys have had theirs) and normally after.
 */
export function keyHooks() {
  const limited = new Set<string>();
  return {
    invalid: (key: string) => key.includes('invalid'),
    empty: (key: string) => key.includes('empty'),
    rateLimitedNow(key: string): boolean {
      if (!key.includes('ratelimited') || limited.has(key)) return false;
      limited.add(key);
      return true;
    },
  };
}
