import { createHash, randomBytes } from 'node:crypto';
import Router from '@koa/router';
import { z } from 'zod';
import type { Context } from 'koa';
import { googleSignInEndpoints, SANDBOX_GOOGLE_PATH } from '../../core/clients/google-sign-in.ts';
import type { Config } from '../../core/config.ts';
import { sandboxDemoUsers, type DemoUser } from '../../db/index.ts';

const CODE_TTL_MS = 60_000;
const TOKEN_TTL_S = 3600;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const authorizeQuery = z.object({
  client_id: z.string(),
  redirect_uri: z.url(),
  response_type: z.literal('code'),
  scope: z.string(),
  state: z.string().min(1),
  code_challenge: z.string().min(43).max(128),
  code_challenge_method: z.literal('S256'),
  prompt: z.string().optional(),
});

const tokenBody = z.object({
  grant_type: z.literal('authorization_code'),
  code: z.string(),
  redirect_uri: z.url(),
  client_id: z.string(),
  client_secret: z.string(),
  code_verifier: z.string().min(43).max(128),
});

/** A malformed or unknown consent answer: the fake's own 400, since it also runs outside the app. */
function invalidRequest(ctx: Context, message: string) {
  ctx.status = 400;
  ctx.body = { error: 'invalid_request', message };
}

interface PendingCode {
  user: DemoUser;
  challenge: string;
  redirectUri: string;
  expiresAt: number;
}

/**
 * A local stand-in for Google's OAuth 2.0 endpoints (authorize, token, userinfo) so the real
 * passport strategy runs end to end with no network: the consent page lists demo users, the
 * token endpoint checks the client, the redirect URI and the PKCE verifier like Google does.
 */
export function sandboxGoogleRoutes(cfg: Config): Router {
  const router = new Router({ prefix: SANDBOX_GOOGLE_PATH });
  const client = googleSignInEndpoints(cfg);
  const codes = new Map<string, PendingCode>();
  const accessTokens = new Map<string, DemoUser>();
  const expectedRedirect = `${cfg.PUBLIC_URL}/api/auth/google/callback`;

  router.get('/o/oauth2/v2/auth', (ctx) => {
    const parsed = authorizeQuery.safeParse(ctx.query);
    if (!parsed.success) {
      ctx.status = 400;
      ctx.type = 'html';
      ctx.body = `<h1>Error 400: invalid_request</h1><p>Missing or invalid parameter: ${escapeHtml(String(parsed.error.issues[0]?.path[0] ?? 'query'))}</p>`;
      return;
    }
    const q = parsed.data;
    if (q.client_id !== client.clientID || q.redirect_uri !== expectedRedirect) {
      ctx.status = 400;
      ctx.type = 'html';
      ctx.body = '<h1>Error 400: redirect_uri_mismatch</h1><p>The sandbox client does not allow this redirect URI.</p>';
      return;
    }
    const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
    const common = hidden('redirect_uri', q.redirect_uri) + hidden('state', q.state) + hidden('code_challenge', q.code_challenge);
    const accounts = sandboxDemoUsers
      .map(
        (u) => `<form method="post" action="${SANDBOX_GOOGLE_PATH}/o/oauth2/v2/approve">${common}${hidden('login_hint', u.googleId)}
  <button type="submit" class="account" data-email="${escapeHtml(u.email)}">
    <img src="${SANDBOX_GOOGLE_PATH}/avatar/${escapeHtml(u.googleId)}.svg" alt="" width="36" height="36">
    <span><strong>${escapeHtml(u.name)}</strong><br><small>${escapeHtml(u.email)} · ${u.role}</small></span>
  </button></form>`,
      )
      .join('\n');
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in – Sandbox Google</title>
<style>body{font-family:system-ui,sans-serif;background:#f1f3f4;display:flex;justify-content:center;padding:48px 16px}
main{background:#fff;border-radius:8px;padding:32px;max-width:420px;width:100%;box-shadow:0 1px 3px rgba(0,0,0,.2)}
h1{font-size:22px;font-weight:400;margin:0 0 4px}p{color:#5f6368;margin:0 0 24px}
.account{display:flex;gap:12px;align-items:center;width:100%;padding:10px;border:0;border-bottom:1px solid #e0e0e0;background:none;text-align:left;cursor:pointer;font:inherit}
.account:hover{background:#f8f9fa}.account img{border-radius:50%}small{color:#5f6368}
.deny{margin-top:24px;background:none;border:0;color:#1a73e8;cursor:pointer;font:inherit}
.badge{display:inline-block;background:#fbbc04;color:#202124;font-size:12px;border-radius:4px;padding:2px 6px;margin-bottom:12px}</style></head>
<body><main><span class="badge">Sandbox</span><h1>Choose an account</h1><p>to continue to AI-Powered Microservices</p>
${accounts}
<form method="post" action="${SANDBOX_GOOGLE_PATH}/o/oauth2/v2/deny">${common}<button class="deny" type="submit">Cancel</button></form>
</main></body></html>`;
  });

  const decision = z.object({
    redirect_uri: z.url(),
    state: z.string().min(1),
    code_challenge: z.string().min(43).max(128),
    login_hint: z.string().optional(),
  });

  router.post('/o/oauth2/v2/approve', (ctx) => {
    const parsed = decision.safeParse(ctx.request.body ?? {});
    if (!parsed.success) return invalidRequest(ctx, 'Malformed consent answer');
    const d = parsed.data;
    const user = sandboxDemoUsers.find((u) => u.googleId === d.login_hint);
    if (!user || d.redirect_uri !== expectedRedirect) return invalidRequest(ctx, 'Unknown demo account or redirect URI');
    const code = randomBytes(24).toString('base64url');
    codes.set(code, { user, challenge: d.code_challenge, redirectUri: d.redirect_uri, expiresAt: Date.now() + CODE_TTL_MS });
    const target = new URL(d.redirect_uri);
    target.searchParams.set('code', code);
    target.searchParams.set('state', d.state);
    ctx.redirect(target.toString());
  });

  router.post('/o/oauth2/v2/deny', (ctx) => {
    const parsed = decision.safeParse(ctx.request.body ?? {});
    if (!parsed.success) return invalidRequest(ctx, 'Malformed consent answer');
    const d = parsed.data;
    if (d.redirect_uri !== expectedRedirect) return invalidRequest(ctx, 'Unknown redirect URI');
    const target = new URL(d.redirect_uri);
    target.searchParams.set('error', 'access_denied');
    target.searchParams.set('state', d.state);
    ctx.redirect(target.toString());
  });

  router.post('/token', (ctx) => {
    const parsed = tokenBody.safeParse(ctx.request.body);
    const invalidGrant = (description: string) => {
      ctx.status = 400;
      ctx.body = { error: 'invalid_grant', error_description: description };
    };
    if (!parsed.success) return invalidGrant('Malformed token request');
    const b = parsed.data;
    if (b.client_id !== client.clientID || b.client_secret !== client.clientSecret) {
      ctx.status = 401;
      ctx.body = { error: 'invalid_client', error_description: 'Unknown client' };
      return;
    }
    const pending = codes.get(b.code);
    codes.delete(b.code);
    if (!pending || pending.expiresAt < Date.now()) return invalidGrant('Code is invalid or expired');
    if (pending.redirectUri !== b.redirect_uri) return invalidGrant('redirect_uri does not match');
    const challenge = createHash('sha256').update(b.code_verifier).digest('base64url');
    if (challenge !== pending.challenge) return invalidGrant('code_verifier does not match');
    const accessToken = `sandbox-${randomBytes(24).toString('base64url')}`;
    accessTokens.set(accessToken, pending.user);
    ctx.body = { access_token: accessToken, token_type: 'Bearer', expires_in: TOKEN_TTL_S, scope: 'openid profile email' };
  });

  router.get('/oauth2/v3/userinfo', (ctx) => {
    // Like Google, take the token from the header or from ?access_token= (what the oauth lib sends).
    const fromQuery = typeof ctx.query.access_token === 'string' ? ctx.query.access_token : undefined;
    const token = /^Bearer (.+)$/.exec(ctx.get('authorization'))?.[1] ?? fromQuery;
    const user = token ? accessTokens.get(token) : undefined;
    if (!user) {
      ctx.status = 401;
      ctx.body = { error: 'invalid_token', error_description: 'Invalid Credentials' };
      return;
    }
    const [given, ...family] = user.name.split(' ');
    ctx.body = {
      sub: user.googleId,
      name: user.name,
      given_name: given,
      family_name: family.join(' '),
      picture: `${cfg.PUBLIC_URL}${SANDBOX_GOOGLE_PATH}/avatar/${user.googleId}.svg`,
      email: user.email,
      email_verified: true,
    };
  });

  router.get('/avatar/:file', (ctx) => {
    const user = sandboxDemoUsers.find((u) => `${u.googleId}.svg` === ctx.params.file);
    if (!user) {
      ctx.status = 404;
      ctx.body = { error: 'not_found', message: 'No such avatar' };
      return;
    }
    const initials = user.name.split(' ').map((p) => p[0] ?? '').join('').slice(0, 2);
    ctx.type = 'image/svg+xml';
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.body = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="48" fill="${user.color}"/><text x="48" y="60" font-family="Arial,sans-serif" font-size="38" fill="#fff" text-anchor="middle">${escapeHtml(initials)}</text></svg>`;
  });

  return router;
}
