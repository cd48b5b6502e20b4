import type { Middleware } from 'koa';
import { ZodError } from 'zod';
import { RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE_MESSAGE, unavailableDependency } from '../../core/dependency-unavailable.ts';
import { AppError } from '../../core/errors.ts';

export interface ErrorBody {
  error: string;
  message: string;
  fields?: Array<{ field: string; message: string }>;
}

function describeZod(err: ZodError, where: string): ErrorBody {
  const fields = err.issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ field: [...issue.path, key].join('.'), message: 'Unknown field' }));
    }
    return [{ field: issue.path.join('.') || where, message: issue.message }];
  });
  const first = fields[0];
  return {
    error: 'validation_error',
    message: first ? `Invalid ${where}: ${first.field}: ${first.message}` : `Invalid ${where}`,
    fields,
  };
}

/** HTTP errors that Koa or its middleware raise for bad requests (malformed JSON, size). */
function clientHttpError(err: unknown): { status: number; body: ErrorBody } | null {
  if (typeof err !== 'object' || err === null || !('status' in err)) return null;
  let status = Number(err.status);
  // The router answers 501 for a method it knows nothing of; to the caller that is a 405.
  if (status === 501) status = 405;
  if (!Number.isInteger(status) || status < 400 || status >= 500) return null;
  const byStatus: Record<number, ErrorBody> = {
    400: { error: 'invalid_json', message: 'The request body is not valid JSON' },
    405: { error: 'method_not_allowed', message: 'This method is not allowed on this path' },
    413: { error: 'payload_too_large', message: 'The request body is too large' },
    415: { error: 'unsupported_media_type', message: 'Send the request body as application/json' },
  };
  return { status, body: byStatus[status] ?? { error: 'bad_request', message: 'The request could not be understood' } };
}

/**
 * The one place that turns errors into `{error, message}` answers. Known errors keep their
 * status; a dependency that cannot be reached (Postgres, Redis, Temporal restarting) is a 503
 * with Retry-After, logged at warn without a stack (an outage would write one per request);
 * anything else unexpected is logged with the request id and answered as a bare 500.
 */
export function errorHandler(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      if (err instanceof AppError) {
        ctx.status = err.status;
        if (err.status === 503) ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
        ctx.body = { error: err.code, message: err.message } satisfies ErrorBody;
        return;
      }
      if (err instanceof ZodError) {
        ctx.status = 400;
        ctx.body = describeZod(err, 'where' in err && typeof err.where === 'string' ? err.where : 'request');
        return;
      }
      const client = clientHttpError(err);
      if (client) {
        ctx.status = client.status;
        ctx.body = client.body;
        return;
      }
      const unavailable = unavailableDependency(err);
      if (unavailable) {
        ctx.log.warn(unavailable, `${unavailable.dependency} unavailable: answered 503`);
        ctx.status = 503;
        ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
        ctx.body = { error: 'service_unavailable', message: SERVICE_UNAVAILABLE_MESSAGE } satisfies ErrorBody;
        return;
      }
      ctx.log.error({ err }, 'unhandled error');
      ctx.status = 500;
      ctx.body = { error: 'internal_error', message: `Something went wrong on our side (request ${ctx.requestId})` } satisfies ErrorBody;
    }
  };
}
