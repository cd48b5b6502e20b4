import Router from '@koa/router';
import type { youtube_v3 } from 'googleapis';
import type { Context } from 'koa';
import { z } from 'zod';
import { SANDBOX_YOUTUBE_PATH } from '../../core/clients/youtube-endpoints.ts';
import type { Config } from '../../core/config.ts';
import { callbackUrl } from '../../core/domain/youtube/connection.ts';
import { consentAnswer, createConsentRequests } from '../google-oauth/consent-request.ts';
import type { SandboxGrants } from '../google-oauth/grants.ts';
import { answerTokenRequest } from '../google-oauth/token-request.ts';

const FORCE_SSL = 'https://www.googleapis.com/auth/youtube.force-ssl';

const SCOPE_TEXT: Record<string, string> = {
  [FORCE_SSL]: 'See, edit, and permanently delete your YouTube videos, ratings, comments and captions',
  'https://www.googleapis.com/auth/youtube': 'Manage your YouTube account',
  'https://www.googleapis.com/auth/youtube.readonly': 'View your YouTube account',
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The authorize request's parameters this fake checks beyond those every Google consent does. */
const moreQuery = z.object({ prompt: z.string().max(100).optional(), include_granted_scopes: z.enum(['true', 'false']).optional() }).loose();

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

const errorPage = (ctx: Context, status: number, error: string, detail: string) =>
  page(ctx, status, `Error ${status}: ${error}`, `<h1>Access blocked: this request is invalid</h1><p><strong>Error ${status}: ${escapeHtml(error)}</strong></p><p>${escapeHtml(detail)}</p>`);

/**
 * A local stand-in for Google's OAuth 2.0 server as a creator's own Google Cloud client sees
 * it: the consent page for the demo channel, and the token endpoint for codes and refreshes.
 * Any client id and secret are taken (creators type their own), but a code only works for
 * the client it was issued to, and the redirect URI must be the product's callback.
 */
export function sandboxYoutubeOAuthRoutes(cfg: Config, grants: SandboxGrants, channel: youtube_v3.Schema$Channel): Router {
  const router = new Router({ prefix: SANDBOX_YOUTUBE_PATH });
  const requests = createConsentRequests(grants, { redirectUri: callbackUrl(cfg.PUBLIC_URL), requiredScopes: [FORCE_SSL], moreQuery, errorPage });

  router.get('/o/oauth2/v2/auth', (ctx) => {
    const opened = requests.open(ctx);
    if (!opened) return;
    const { consent, request } = opened;

    const title = channel.snippet?.title ?? 'Sandbox Kitchen';
    const avatar = channel.snippet?.thumbnails?.default?.url ?? '';
    const subscribers = Number(channel.statistics?.subscriberCount ?? 0).toLocaleString('en-US');
    const handle = channel.snippet?.customUrl ?? '';
    const scopeItems = request.scopes.map((s) => `<li>${escapeHtml(SCOPE_TEXT[s] ?? s)}</li>`).join('');
    page(
      ctx,
      200,
      'Sign in',
      `<h1><strong>${escapeHtml(request.clientId)}</strong> wants to access your Google Account</h1>
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
    const parsed = consentAnswer.safeParse(ctx.request.body ?? {});
    const pending = requests.pending(ctx, parsed.data?.consent);
    if (!parsed.success || !pending) return;
    requests.answer(ctx, parsed.data.consent, pending, parsed.data.decision === 'allow' ? (channel.id ?? '') : undefined);
  });

  // Any client id and secret: a code or refresh token works only for the client it was issued to.
  router.post('/token', (ctx) => answerTokenRequest(ctx, grants));

  return router;
}
