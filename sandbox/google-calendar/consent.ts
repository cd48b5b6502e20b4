import type Router from '@koa/router';
import { z } from 'zod';
import { CALENDAR_SCOPES, SANDBOX_GOOGLE_CALENDAR_PATH } from '../../core/clients/google-calendar/endpoints.ts';
import { consentAnswer, createConsentRequests } from '../google-oauth/consent-request.ts';
import type { SandboxGrants } from '../google-oauth/grants.ts';
import { demoAccounts } from './demo-calendars.ts';
import { errorPage, escapeHtml, page } from './html.ts';

const SCOPE_TEXT: Record<string, string> = {
  'https://www.googleapis.com/auth/calendar.calendarlist.readonly': 'See the list of Google calendars you’re subscribed to',
  'https://www.googleapis.com/auth/calendar.events': 'View and edit events on all your calendars',
};

const consentBody = consentAnswer.extend({ account: z.string().max(320).optional() });

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
  const requests = createConsentRequests(grants, { clientId: settings.clientId, redirectUri: settings.redirectUri, requiredScopes: CALENDAR_SCOPES, errorPage });

  router.get('/o/oauth2/v2/auth', (ctx) => {
    const opened = requests.open(ctx);
    if (!opened) return;
    const { consent, request } = opened;

    const action = `${SANDBOX_GOOGLE_CALENDAR_PATH}/o/oauth2/v2/consent`;
    const hidden = `<input type="hidden" name="consent" value="${consent}">`;
    const accounts = demoAccounts()
      .map(
        (a) => `<li><span><span aria-hidden="true">${escapeHtml(initials(a.name))} · </span><strong>${escapeHtml(a.name)}</strong><br><small>${escapeHtml(a.email)}</small></span>
<form method="post" action="${action}">${hidden}<input type="hidden" name="account" value="${escapeHtml(a.email)}">
<button type="submit" name="decision" value="allow" class="allow" aria-label="Allow for ${escapeHtml(a.name)} (${escapeHtml(a.email)})">Allow</button></form></li>`,
      )
      .join('\n');
    const scopeItems = request.scopes.map((s) => `<li>${escapeHtml(SCOPE_TEXT[s] ?? s)}</li>`).join('');
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
    const pending = requests.pending(ctx, parsed.data?.consent);
    if (!parsed.success || !pending) return;
    const { consent, decision, account } = parsed.data;
    if (decision === 'allow' && !demoAccounts().some((a) => a.email === account)) return errorPage(ctx, 400, 'invalid_request', 'Choose one of the accounts listed.');
    requests.answer(ctx, consent, pending, decision === 'allow' ? account : undefined);
  });
}
