import { randomBytes } from 'node:crypto';
import Router from '@koa/router';
import type { youtube_v3 } from 'googleapis';
import type { Context } from 'koa';
import { z } from 'zod';
import { SANDBOX_YOUTUBE_PATH } from '../../core/clients/youtube-endpoints.ts';
import type { Config } from '../../core/config.ts';
import { callbackUrl } from '../../core/domain/youtube/connection.ts';
import type { AuthorizationRequest, SandboxGrants } from '../google-oauth/grants.ts';

const FORCE_SSL = 'https://www.googleapis.com/auth/youtube.force-ssl';
/** How long the consent page may stay open before Allow no longer works. */
const CONSENT_TTL_MS = 10 * 60_000;

const SCOPE_TEXT: Record<string, string> = {
  [FORCE_SSL]: 'See, edit, and permanently delete your YouTube videos, ratings, comments and captions',
  'https://www.googleapis.com/auth/youtube': 'Manage your YouTube account',
  'https://www.googleapis.com/auth/youtube.readonly': 'View your YouTube account',
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

// Checked first: without a known client and redirect URI an error must not be redirected anywhere.
const clientQuery = z.object({ client_id: z.string().min(1).max(256), redirect_uri: z.string().min(1).max(2000) }).loose();
const requestQuery = z
  .object({
    response_type: z.literal('code'),
    scope: z.string().max(2000).refine((s) => s.split(' ').includes(FORCE_SSL), 'scope must include youtube.force-ssl'),
    state: z.string().min(1).max(4000),
    access_type: z.enum(['online', 'offline']).optional(),
    prompt: z.string().max(100).optional(),
    include_granted_scopes: z.enum(['true', 'false']).optional(),
  })
  .loose();
const consentBody = z.object({ consent: z.string().min(1).max(100), decision: z.enum(['allow', 'deny']) });

const clientCredentials = { client_id: z.string().min(1).max(256), client_secret: z.string().min(1).max(256) };
const tokenBody = z.discriminatedUnion('grant_type', [
  z.object({ grant_type: z.literal('authorization_code'), code: z.string().min(1).max(512), redirect_uri: z.string().min(1).max(2000), ...clientCredentials }).loose(),
  z.object({ grant_type: z.literal('refresh_token'), refresh_token: z.string().min(1).max(512), ...clientCredentials }).loose(),
]);

interface PendingConsent {
  request: AuthorizationRequest;
  state: string;
  expiresAt: number;
}

function page(ctx: Context, status: number, title: string, body: string) {
  ctx.status = status;
  ctx.type = 'html';
  ctx.set('Cache-Control', 'no-store');
  ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} – Sandbox Google</title>
<style>body{font-family:system-ui,sans-serif;background:#f1f3f4;display:flex;justify-content:center;padding:48px 16px;color:#202124}
main{background:#fff;border-radius:8px;padding:32px;max-width:460px;width:100%;box-shadow:0 1px 3px rgba(0,0,0,.2)}
h1{font-size:22px;font-weight:400;margin:0 0 16px}p,li{color:#5f6368}ul{padding-left:20px}
.channel{display:flex;gap:12px;align-items:center;border:1px solid #dadce0;border-radius:8px;padding:10px 12px;margin-bottom:20px}
.channel img{border-radius:50%}small{color:#5f6368}
.actions{display:flex;justify-content:flex-end;gap:8px;margin-top:24px}
button{font:inherit;border-radius:4px;padding:8px 20px;cursor:pointer}
.deny{background:#fff;border:1px solid #dadce0;color:#1a73e8}.allow{background:#1a73e8;border:0;color:#fff}
.badge{display:inline-block;background:#fbbc04;color:#202124;font-size:12px;border-radius:4px;padding:2px 6px;margin-bottom:12px}</style></head>
<body><main><span class="badge">Sandbox</span>
${body}
</main></body></html>`;
}

const errorPage = (ctx: Context, error: string, detail: string) =>
  page(ctx, 400, `Error 400: ${error}`, `<h1>Access blocked: this request is invalid</h1><p><strong>Error 400: ${escapeHtml(error)}</strong></p><p>${escapeHtml(detail)}</p>`);

/** An OAuth error sent back to the client, which RFC 6749 allows once the redirect URI is known good. */
function redirectWithError(ctx: Context, redirectUri: string, error: string, state: unknown) {
  const target = new URL(redirectUri);
  target.searchParams.set('error', error);
  if (typeof state === 'string' && state) target.searchParams.set('state', state);
  ctx.redirect(target.toString());
}

/** The client's credentials from the form, or from HTTP Basic (RFC 6749 2.3.1), which googleapis can also send. */
function withBasicCredentials(ctx: Context): Record<string, unknown> {
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

/**
 * A local stand-in for Google's OAuth 2.0 server as a creator's own Google Cloud client sees
 * it: the consent page for the demo channel, and the token endpoint for codes and refreshes.
 * Any client id and secret are taken (creators type their own), but a code only works for
 * the client it was issued to, and the redirect URI must be the product's callback.
 */
export function sandboxYoutubeOAuthRoutes(cfg: Config, grants: SandboxGrants, channel: youtube_v3.Schema$Channel): Router {
  const router = new Router({ prefix: SANDBOX_YOUTUBE_PATH });
  const expectedRedirect = callbackUrl(cfg.PUBLIC_URL);
  const consents = new Map<string, PendingConsent>();

  router.get('/o/oauth2/v2/auth', (ctx) => {
    const client = clientQuery.safeParse(ctx.query);
    if (!client.success) return errorPage(ctx, 'invalid_request', `Missing or invalid parameter: ${String(client.error.issues[0]?.path[0] ?? 'client_id')}`);
    const { client_id: clientId, redirect_uri: redirectUri } = client.data;
    if (redirectUri !== expectedRedirect) {
      return errorPage(ctx, 'redirect_uri_mismatch', `The redirect URI in the request, ${redirectUri}, does not match the one authorized for the OAuth client: ${expectedRedirect}`);
    }
    const parsed = requestQuery.safeParse(ctx.query);
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0];
      const error = field === 'response_type' ? 'unsupported_response_type' : field === 'scope' ? 'invalid_scope' : 'invalid_request';
      return redirectWithError(ctx, redirectUri, error, ctx.query.state);
    }
    const q = parsed.data;
    const scopes = q.scope.split(' ').filter(Boolean);
    const now = Date.now();
    for (const [id, c] of consents) if (c.expiresAt <= now) consents.delete(id);
    const consent = randomBytes(18).toString('base64url');
    consents.set(consent, { request: { clientId, redirectUri, scopes, offline: q.access_type === 'offline', account: channel.id ?? '' }, state: q.state, expiresAt: now + CONSENT_TTL_MS });

    const title = channel.snippet?.title ?? 'Sandbox Kitchen';
    const avatar = channel.snippet?.thumbnails?.default?.url ?? '';
    const subscribers = Number(channel.statistics?.subscriberCount ?? 0).toLocaleString('en-US');
    const handle = channel.snippet?.customUrl ?? '';
    const scopeItems = scopes.map((s) => `<li>${escapeHtml(SCOPE_TEXT[s] ?? s)}</li>`).join('');
    page(
      ctx,
      200,
      'Sign in',
      `<h1><strong>${escapeHtml(clientId)}</strong> wants to access your Google Account</h1>
<div class="channel"><img src="${escapeHtml(avatar)}" alt="" width="40" height="40"><span><strong>${escapeHtml(title)}</strong><br><small>${escapeHtml(handle)} · ${subscribers} subscribers</small></span></div>
<p>This will allow the app to:</p><ul>${scopeItems}</ul>
<p><small>Make sure you trust this app. You may be sharing sensitive info with it.</small></p>
<form method="post" action="${SANDBOX_YOUTUBE_PATH}/o/oauth2/v2/consent" class="actions">
<input type="hidden" name="consent" value="${consent}">
<button type="submit" name="decision" value="deny" class="deny">Deny</button>
<button type="submit" name="decision" value="allow" class="allow">Allow</button>
</form>`,
    );
  });

  router.post('/o/oauth2/v2/consent', (ctx) => {
    const parsed = consentBody.safeParse(ctx.request.body ?? {});
    const pending = parsed.success ? consents.get(parsed.data.consent) : undefined;
    if (!parsed.success || !pending || pending.expiresAt <= Date.now()) {
      return errorPage(ctx, 'invalid_request', 'This consent request has expired or was already answered. Start again from the app.');
    }
    consents.delete(parsed.data.consent);
    const { request, state } = pending;
    if (parsed.data.decision === 'deny') return redirectWithError(ctx, request.redirectUri, 'access_denied', state);
    const target = new URL(request.redirectUri);
    target.searchParams.set('state', state);
    target.searchParams.set('code', grants.issueCode(request));
    target.searchParams.set('scope', request.scopes.join(' '));
    ctx.redirect(target.toString());
  });

  router.post('/token', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const fail = (status: number, error: string, description: string) => {
      ctx.status = status;
      ctx.body = { error, error_description: description };
    };
    const body = withBasicCredentials(ctx);
    if (body.grant_type !== 'authorization_code' && body.grant_type !== 'refresh_token') {
      return body.grant_type === undefined ? fail(400, 'invalid_request', 'Missing required parameter: grant_type') : fail(400, 'unsupported_grant_type', 'Invalid grant_type');
    }
    const parsed = tokenBody.safeParse(body);
    if (!parsed.success) return fail(400, 'invalid_request', `Missing or invalid parameter: ${String(parsed.error.issues[0]?.path[0] ?? 'body')}`);
    const b = parsed.data;
    const outcome = b.grant_type === 'authorization_code' ? grants.redeemCode(b.code, b.client_id, b.redirect_uri) : grants.refresh(b.refresh_token, b.client_id);
    if (!outcome.ok) return fail(400, 'invalid_grant', outcome.description);
    ctx.body = outcome.tokens;
  });

  return router;
}
