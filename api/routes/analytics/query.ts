import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import Router from '@koa/router';
import type { Context } from 'koa';
import { ZodError } from 'zod';
import { ANALYTICS_MESSAGES, analyticsQuerySchema, queryResponseSchema, type QueryEvent } from '../../../contracts/analytics.ts';
import { redisCancellation } from '../../../core/domain/analytics/question/cancellation.ts';
import { createQueryEvents } from '../../../core/domain/analytics/question/query-events.ts';
import { hasAnalyticsKeys, startQuery } from '../../../core/domain/analytics/question/start-query.ts';
import { AppError } from '../../../core/errors.ts';
import { AnalyticsQuery } from '../../../db/index.ts';
import type { AppDeps } from '../../deps.ts';
import { authenticate, currentUser } from '../../middleware/authenticate.ts';
import { perUserLimit } from '../../middleware/rate-limits.ts';
import { parseBody } from '../../middleware/validate.ts';

/** A question not answered in this long is given up: the stream says so and the job is told to stop. */
export const QUESTION_TIMEOUT_MS = 3 * 60_000;
/** How often the row is read besides the job's events: a lost event (Redis restarted) only delays the end. */
const ROW_CHECK_MS = 2000;

/** The body, with the spec's own words for a blank question (spec 5). */
function questionOf(ctx: Context) {
  try {
    return parseBody(ctx, analyticsQuerySchema);
  } catch (err) {
    if (err instanceof ZodError && err.issues.some((issue) => issue.path[0] === 'query' && issue.message === ANALYTICS_MESSAGES.blankQuestion)) {
      throw new AppError('validation_error', ANALYTICS_MESSAGES.blankQuestion);
    }
    throw err;
  }
}

/** The row's outcome as the stream's last line, or null while it runs. */
function outcomeOf(row: AnalyticsQuery | undefined): QueryEvent | null {
  if (!row) return { type: 'error', error: 'The question is gone' };
  if (row.status === 'completed') {
    const response = queryResponseSchema.safeParse(row.response);
    return response.success ? { type: 'complete', success: true, response: response.data } : { type: 'complete', success: false, error: 'Failed to process analytics query' };
  }
  if (row.status === 'failed') return { type: 'complete', success: false, error: row.error ?? 'Failed to process analytics query' };
  if (row.status === 'cancelled') return { type: 'error', error: 'The question was cancelled' };
  return null;
}

/**
 * POST /api/analytics/query (spec 7 'Question stream'): records the question, queues its job
 * (the job's id is the row's) and answers text/event-stream: a `data: {json}` line for each
 * progress the job reports (BullMQ's events, followed by one QueueEvents per process), then
 * `complete` with the response or the error. A client that goes away stops the listening and
 * marks the question cancelled for the job. Registered on the analytics router (prefix /api/analytics).
 * Questions count per user together with the analytics bot's (RATE_LIMITS.analyticsQuestion): a
 * refusal is a 429 before a byte is streamed.
 */
export function registerAnalyticsQuery(router: Router, deps: AppDeps): void {
  const events = createQueryEvents({ redis: deps.redis, redisUrl: deps.config.REDIS_URL, prefix: deps.config.QUEUE_PREFIX, log: deps.log });
  const cancellation = redisCancellation(deps.redis, deps.config.QUEUE_PREFIX);

  router.post('/query', authenticate(deps.tokens, deps.access), perUserLimit(deps, 'analyticsQuestion'), async (ctx) => {
    const user = currentUser(ctx);
    const body = questionOf(ctx);
    if (!(await hasAnalyticsKeys(user.id))) throw new AppError('bad_request', ANALYTICS_MESSAGES.atLeastOne);

    const queryId = randomUUID();
    const stream = new PassThrough();
    let ended = false;
    let lastProgress = '';
    let timers: NodeJS.Timeout[] = [];
    let unwatch: () => void = () => undefined;
    const write = (event: QueryEvent) => {
      if (!ended) stream.write(`data: ${JSON.stringify(event)}\n\n`);
    };
    const stop = () => {
      ended = true;
      unwatch();
      for (const timer of timers) clearTimeout(timer);
      timers = [];
    };
    const end = (event: QueryEvent) => {
      if (ended) return;
      write(event);
      stop();
      stream.end();
    };
    const check = () => {
      if (ended) return;
      AnalyticsQuery.query()
        .findById(queryId)
        .where('user_id', user.id)
        .then((row) => {
          const outcome = outcomeOf(row);
          if (outcome) end(outcome);
        })
        .catch((err: unknown) => ctx.log.warn({ err, queryId }, 'could not read the question'));
    };

    // Watched before the job is queued (503 while Redis is down, before a byte is streamed): no progress of it can be missed.
    unwatch = await events.watch(queryId, {
      progress: (p) => {
        const line = `${p.progress}|${p.message}`;
        if (line === lastProgress) return;
        lastProgress = line;
        write({ type: 'progress', progress: p.progress, message: p.message });
      },
      settled: check,
    });
    try {
      await startQuery(deps.jobs, { id: queryId, userId: user.id, question: body.query, ...(body.language ? { language: body.language } : {}), channel: 'console' });
    } catch (err) {
      stop();
      throw err;
    }
    timers.push(setInterval(check, ROW_CHECK_MS));
    timers.push(
      setTimeout(() => {
        end({ type: 'error', error: 'The question took too long to answer' });
        cancellation.cancel(queryId).catch(() => undefined);
      }, QUESTION_TIMEOUT_MS),
    );
    ctx.res.on('close', () => {
      if (ended) return;
      // The client went away before the answer: stop listening and tell the job to stop.
      stop();
      cancellation.cancel(queryId).catch((err: unknown) => deps.log.warn({ err, queryId }, 'could not mark the question cancelled'));
    });

    ctx.status = 200;
    ctx.type = 'text/event-stream';
    ctx.set('Cache-Control', 'no-cache, no-transform');
    ctx.set('X-Accel-Buffering', 'no');
    ctx.body = stream;
  });
}

/** The question route on a router of its own under /api/analytics (one line in api/routes/analytics/index.ts). */
export function analyticsQueryRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/analytics' });
  registerAnalyticsQuery(router, deps);
  return router;
}
