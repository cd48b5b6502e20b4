import { ZodError } from 'zod';

/**
 * A rule that needs the stored row (not only the body) still answers like a schema check:
 * 400 naming each field (api/middleware/error-handler.ts reads `where`).
 */
export function bodyFieldErrors(issues: { path: string; message: string }[]): ZodError {
  return Object.assign(new ZodError(issues.map((i) => ({ code: 'custom' as const, path: [i.path], message: i.message, input: undefined }))), { where: 'body' });
}
