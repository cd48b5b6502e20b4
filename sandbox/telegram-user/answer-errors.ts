import type { Middleware } from 'koa';
import type { z } from 'zod';
import { FakeTelegramError, validationError } from './fake-error.ts';

/**
 * The fake's refusals as `{ error, message, retryAfterSeconds? }` with their status (and
 * Retry-After for a FLOOD_WAIT), the way the sandbox client reads them; anything else is a bug
 * and goes on to the app's own handler.
 */
export const answerErrors: Middleware = async (ctx, next) => {
  try {
    await next();
  } catch (error) {
    if (!(error instanceof FakeTelegramError)) throw error;
    ctx.status = error.status;
    if (error.retryAfterSeconds !== undefined) ctx.set('Retry-After', String(error.retryAfterSeconds));
    ctx.body = { error: error.code, message: error.message, ...(error.retryAfterSeconds !== undefined ? { retryAfterSeconds: error.retryAfterSeconds } : {}) };
  }
};

/** A request's body or query as the schema says, or a 400 validation_error naming each field that is wrong. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) throw validationError(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; '));
  return parsed.data;
}
