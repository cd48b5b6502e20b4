import { randomBytes } from 'node:crypto';
import type Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { CALENDAR_SCOPES, SANDBOX_GOOGLE_CALENDAR_PATH } from '../../core/clients/google-calendar/endpoints.ts';
import type { AuthorizationRequest, SandboxGrants } from '../google-oauth/grants.ts';
import { demoAccounts } from './demo-calendars.ts';
import { errorPage, escapeHtml, page } from './html.ts';

/** How long the consent page may stay open before its buttons no longer work. */
const CONSENT_TTL_MS = 10 * 60_000;

const SCOPE_TEXT: Record<string, string> = {
  'https://www.googleapis.com/auth/calendar.calendarlist.readonly': 'See the list of Google calendars you’re subscribed to',
  'https://www.googleapis.com/auth/calendar.events': 'View and edit events on all your calendars',
};

// Checked first: without the known client and redirect URI an error must not be redirected anywhere.
const clientQuery = z.object({ client_id: z.string().min(1).max(256), redirect_uri: z.string().min(1).max(2000) }).loose();
const requestQuery = z
  .object({
    response_type: z.literal('code'),
    scope: z
      .string()
      .max(2000)
      .refine((s) => CALENDAR_SCOPES.every((wanted) => s.split(' ').includes(wanted)), 'scope must include the calendar scopes'),
    state: z.string().min(1).max(4000),
    access_type: z.enum(['online', 'offline']).optional(),
  })
  .loose();
const consentBody = z.object({ consent: z.string().min(1).max(100), decision: z.enum(['allow', 'deny']), account: z.string().max(320).optional() });

interface PendingConsent {
  request: Omit<AuthorizationRequest, 'account'>;
  state: string;
  expiresAt: number;
}

/** An OAuth error sent back to the client, which RFC 6749 allows once the redirect URI is known good. */
function redirectWithError(ctx: Context, redirectUri: string, error: string, state: unknown) {
  const target = new URL(redirectUri);
  target.searchParams.set('error', error);
  if (typeof state === 'string' && state) target.searchParams.set('state', state);
  ctx.redirect(target.toString());
}

const initials = (name: string) => name.split(' ').map((p) => p[0] ?? '').join('').slice(0, 2);

export interface ConsentSettings {
  clientId: string;
  /** calendarCallbackUrl(PUBLIC_URL): the only redirect URI the platform's client registered. */
  redirectUri: string;
}

/**
 * Google's consent for the platform's client asking for calendar access: the person picks one
 * of the demo Google accounts and allows, or denies; Google then sends the browser back to the
 * product's callback with a code (bound to that account) or error=access_denied.
 */
export function registerConsentRoutes(router: Router, grants: SandboxGrants, settings: ConsentSettings) {
  const consents = new Map<string, PendingConsent>();

  router.get('/o/oauth2/v2/auth', (ctx) => {
    const client = clientQuery.safeParse(ctx.query);
    if (!client.success) return errorPage(ctx, 400, 'invalid_request', `Missing or invalid parameter: ${String(client.error.issues[0]?.path[0] ?? 'client_id')}`);
    const { client_id: clientId, redirect_uri: redirectUri } = client.data;
    if (clientId !== settings.clientId) return errorPage(ctx, 401, 'invalid_client', 'The OAuth client was not found.');
    if (redirectUri !== settings.redirectUri) {
      return errorPage(ctx, 400, 'redirect_uri_mismatch', `The redirect URI in the request, ${redirectUri}, does not match the one authorized for the OAuth client: ${settings.redirectUri}`);
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
    consents.set(consent, { request: { clientId, redirectUri, scopes, offline: q.access_type === 'offline' }, state: q.state, expiresAt: now + CONSENT_TTL_MS });

    const action = `${SANDBOX_GOOGLE_CALENDAR_PATH}/o/oauth2/v2/consent`;
    const hidden = `<input type="hidden" name="consent" value="${consent}">`;
    const accounts = demoAccounts()
      .map(
        (a) => `<li><span><span aria-hidden="true">${escapeHtml(initials(a.name))} · </span><strong>${escapeHtml(a.name)}</strong><br><small>${escapeHtml(a.email)}</small></span>
<form method="post" action="${action}">${hidden}<input type="hidden" name="account" value="${escapeHtml(a.email)}">
<button type="submit" name="decision" value="allow" class="allow" aria-label="Allow for ${escapeHtml(a.name)} (${escapeHtml(a.email)})">Allow</button></form></li>`,
      )
      .join('\n');
    const scopeItems = scopes.map((s) => `<li>${escapeHtml(SCOPE_TEXT[s] ?? s)}</li>`).join('');
    page(
      ctx,
      200,
      'Choose an account',
      `<h1>Choose an account</h1>
<p>to give <strong>AI-Powered Microservices</strong> access to your Google Calendar. It will be able to:</p>
<ul>${scopeItems}</ul>
<ul class="accounts" aria-label="Google accounts">
${accounts}
</ul>
<p><small>Make sure you trust this app. You may be sharing sensitive info with it.</small></p>
<form method="post" action="${action}" class="actions">${hidden}<button type="submit" name="decision" value="deny" class="deny">Deny</button></form>`,
    );
  });

  router.post('/o/oauth2/v2/consent', (ctx) => {
    const parsed = consentBody.safeParse(ctx.request.body ?? {});
    const pending = parsed.success ? consents.get(parsed.data.consent) : undefined;
    if (!parsed.success || !pending || pending.expiresAt <= Date.now()) {
      return errorPage(ctx, 400, 'invalid_request', 'This consent request has expired or was already answered. Start again from the app.');
    }
    const { decision, account } = parsed.data;
    if (decision === 'allow' && !demoAccounts().some((a) => a.email === account)) return errorPage(ctx, 400, 'invalid_request', 'Choose one of the accounts listed.');
    consents.delete(parsed.data.consent);
    const { request, state } = pending;
    if (decision === 'deny' || !account) return redirectWithError(ctx, request.redirectUri, 'access_denied', state);
    const target = new URL(request.redirectUri);
    target.searchParams.set('state', state);
    target.searchParams.set('code', grants.issueCode({ ...request, account }));
    target.searchParams.set('scope', request.scopes.join(' '));
    ctx.redirect(target.toString());
  });
}
