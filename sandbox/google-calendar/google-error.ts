import { STATUS_CODES } from 'node:http';
import type { Context } from 'koa';

/** One entry of Google's `errors` list. */
export interface ErrorDetail {
  reason: string;
  domain?: string;
  location?: string;
  locationType?: 'parameter' | 'header';
}

/**
 * Google's JSON error body as the Calendar API sends it, `{ error: { code, message, errors:
 * [{ domain, reason, message }], status? } }`: googleapis turns it into a GaxiosError whose
 * `response.data` the product reads, so the shape has to match.
 */
export function googleError(ctx: Context, code: number, message: string, detail: ErrorDetail, status?: string) {
  ctx.status = code;
  ctx.body = { error: { code, message, errors: [{ domain: detail.domain ?? 'global', reason: detail.reason, message, ...(detail.location ? { location: detail.location, locationType: detail.locationType ?? 'parameter' } : {}) }], ...(status ? { status } : {}) } };
}

export const AUTH_MESSAGE =
  'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.';

export const notFound = (ctx: Context) => googleError(ctx, 404, 'Not Found', { reason: 'notFound' });
export const badRequest = (ctx: Context, message: string, reason = 'badRequest', location?: string) => googleError(ctx, 400, message, { reason, ...(location ? { location } : {}) });

/** What Google answers for a status a fault test asks for (store.failNext). */
export function injectedFailure(ctx: Context, status: number) {
  if (status === 401) {
    ctx.set('WWW-Authenticate', 'Bearer realm="https://accounts.google.com/", error="invalid_token"');
    return googleError(ctx, 401, AUTH_MESSAGE, { reason: 'authError', location: 'Authorization', locationType: 'header' }, 'UNAUTHENTICATED');
  }
  if (status === 403) return googleError(ctx, 403, 'Rate Limit Exceeded', { domain: 'usageLimits', reason: 'rateLimitExceeded' });
  if (status === 429) return googleError(ctx, 429, 'Rate Limit Exceeded', { domain: 'usageLimits', reason: 'rateLimitExceeded' }, 'RESOURCE_EXHAUSTED');
  if (status === 503) return googleError(ctx, 503, 'The service is currently unavailable.', { reason: 'backendError' }, 'UNAVAILABLE');
  if (status >= 500) return googleError(ctx, status, 'Backend Error', { reason: 'backendError' });
  return googleError(ctx, status, STATUS_CODES[status] ?? 'Error', { reason: 'badRequest' });
}
