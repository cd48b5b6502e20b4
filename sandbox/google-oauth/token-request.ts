import type { Context } from 'koa';
import { z } from 'zod';
import type { SandboxGrants } from './grants.ts';

const credentials = { client_id: z.string().min(1).max(256), client_secret: z.string().min(1).max(256) };
const tokenBody = z.discriminatedUnion('grant_type', [
  z.object({ grant_type: z.literal('authorization_code'), code: z.string().min(1).max(512), redirect_uri: z.string().min(1).max(2000), ...credentials }).loose(),
  z.object({ grant_type: z.literal('refresh_token'), refresh_token: z.string().min(1).max(512), ...credentials }).loose(),
]);

/** The form, with the client's credentials from HTTP Basic when sent that way (RFC 6749 2.3.1), which googleapis can do. */
export function formWithBasic(ctx: Context): Record<string, unknown> {
  const body = typeof ctx.request.body === 'object' && ctx.request.body !== null ? { ...(ctx.request.body as Record<string, unknown>) } : {};
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)$/.exec(ctx.get('authorization'))?.[1];
  if (!basic) return body;
  const decoded = Buffer.from(basic, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return body;
  try {
    return { client_id: decodeURIComponent(decoded.slice(0, colon)), client_secret: decodeURIComponent(decoded.slice(colon + 1)), ...body };
  } catch {
    // Malformed percent-encoding: the credentials count as absent and validation answers 400.
    return body;
  }
}

export interface PlatformClient {
  clientId: string;
  clientSecret: string;
}

/**
 * Google's token endpoint (POST /token) over `grants`: an authorization code or a refresh token
 * redeemed, errors in Google's OAuth shape (`{ error, error_description }`). With `client`, only
 * that client's id and secret are taken (401 invalid_client otherwise); without it any are, but
 * a code or refresh token still works only for the client it was issued to.
 */
export function answerTokenRequest(ctx: Context, grants: SandboxGrants, client?: PlatformClient) {
  ctx.set('Cache-Control', 'no-store');
  const fail = (status: number, error: string, description: string) => {
    ctx.status = status;
    ctx.body = { error, error_description: description };
  };
  const body = formWithBasic(ctx);
  if (body.grant_type !== 'authorization_code' && body.grant_type !== 'refresh_token') {
    return body.grant_type === undefined ? fail(400, 'invalid_request', 'Missing required parameter: grant_type') : fail(400, 'unsupported_grant_type', 'Invalid grant_type');
  }
  const parsed = tokenBody.safeParse(body);
  if (!parsed.success) return fail(400, 'invalid_request', `Missing or invalid parameter: ${String(parsed.error.issues[0]?.path[0] ?? 'body')}`);
  const b = parsed.data;
  if (client && b.client_id !== client.clientId) return fail(401, 'invalid_client', 'The OAuth client was not found.');
  if (client && b.client_secret !== client.clientSecret) return fail(401, 'invalid_client', 'Unauthorized');
  const outcome = b.grant_type === 'authorization_code' ? grants.redeemCode(b.code, b.client_id, b.redirect_uri) : grants.refresh(b.refresh_token, b.client_id);
  if (!outcome.ok) return fail(400, 'invalid_grant', outcome.description);
  ctx.body = outcome.tokens;
}
