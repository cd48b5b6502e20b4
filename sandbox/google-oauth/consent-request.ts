import { randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import { z } from 'zod';
import type { AuthorizationRequest, SandboxGrants } from './grants.ts';

/** How long the consent page may stay open before its buttons no longer work. */
const CONSENT_TTL_MS = 10 * 60_000;

// Checked first: without a known client and redirect URI an error must not be redirected anywhere.
const clientQuery = z.object({ client_id: z.string().min(1).max(256), redirect_uri: z.string().min(1).max(2000) }).loose();

/** The consent form's answer; a fake may ask for more (which account). */
export const consentAnswer = z.object({ consent: z.string().min(1).max(100), decision: z.enum(['allow', 'deny']) });

/** What the authorize request asked for; the account is the one the grant will open, known once allowed. */
export type ConsentRequest = Omit<AuthorizationRequest, 'account'>;

export interface PendingConsent {
  request: ConsentRequest;
  state: string;
  expiresAt: number;
}

export interface ConsentRules {
  /** The only client id taken (401 invalid_client otherwise); without it any is (a creator's own client). */
  clientId?: string;
  /** The only redirect URI the client registered. */
  redirectUri: string;
  /** The scopes the request must ask for (invalid_scope otherwise). */
  requiredScopes: readonly string[];
  /** Further query parameters to check, after the others: one that fails is invalid_request. */
  moreQuery?: z.ZodType;
  /** The fake's own error page, for what must not be redirected to the client. */
  errorPage: (ctx: Context, status: number, error: string, detail: string) => void;
}

/** An OAuth error sent back to the client, which RFC 6749 allows once the redirect URI is known good. */
export function redirectWithError(ctx: Context, redirectUri: string, error: string, state: unknown) {
  const target = new URL(redirectUri);
  target.searchParams.set('error', error);
  if (typeof state === 'string' && state) target.searchParams.set('state', state);
  ctx.redirect(target.toString());
}

/**
 * Google's authorize requests as a fake's consent page takes them: the client and redirect URI
 * checked first (errors on the fake's own page), then the request itself (errors redirected
 * back to the client), kept under a consent id until its form is answered or it expires.
 */
export function createConsentRequests(grants: SandboxGrants, rules: ConsentRules) {
  const requestQuery = z
    .object({
      response_type: z.literal('code'),
      scope: z
        .string()
        .max(2000)
        .refine((s) => rules.requiredScopes.every((wanted) => s.split(' ').includes(wanted)), `scope must include ${rules.requiredScopes.join(' ')}`),
      state: z.string().min(1).max(4000),
      access_type: z.enum(['online', 'offline']).optional(),
    })
    .loose();
  const consents = new Map<string, PendingConsent>();

  return {
    /**
     * Validates GET /o/oauth2/v2/auth and opens a consent for it; answers the error itself and
     * returns undefined when the request is refused.
     */
    open(ctx: Context): { consent: string; request: ConsentRequest } | undefined {
      const client = clientQuery.safeParse(ctx.query);
      if (!client.success) {
        rules.errorPage(ctx, 400, 'invalid_request', `Missing or invalid parameter: ${String(client.error.issues[0]?.path[0] ?? 'client_id')}`);
        return undefined;
      }
      const { client_id: clientId, redirect_uri: redirectUri } = client.data;
      if (rules.clientId !== undefined && clientId !== rules.clientId) {
        rules.errorPage(ctx, 401, 'invalid_client', 'The OAuth client was not found.');
        return undefined;
      }
      if (redirectUri !== rules.redirectUri) {
        rules.errorPage(ctx, 400, 'redirect_uri_mismatch', `The redirect URI in the request, ${redirectUri}, does not match the one authorized for the OAuth client: ${rules.redirectUri}`);
        return undefined;
      }
      const parsed = requestQuery.safeParse(ctx.query);
      const more = parsed.success ? rules.moreQuery?.safeParse(ctx.query) : undefined;
      if (!parsed.success || more?.success === false) {
        const field = parsed.success ? undefined : parsed.error.issues[0]?.path[0];
        const error = field === 'response_type' ? 'unsupported_response_type' : field === 'scope' ? 'invalid_scope' : 'invalid_request';
        redirectWithError(ctx, redirectUri, error, ctx.query.state);
        return undefined;
      }
      const q = parsed.data;
      const request = { clientId, redirectUri, scopes: q.scope.split(' ').filter(Boolean), offline: q.access_type === 'offline' };
      const now = Date.now();
      for (const [id, c] of consents) if (c.expiresAt <= now) consents.delete(id);
      const consent = randomBytes(18).toString('base64url');
      consents.set(consent, { request, state: q.state, expiresAt: now + CONSENT_TTL_MS });
      return { consent, request };
    },

    /** The open consent a form answers, or undefined (after the fake's error page) when it expired or was already answered. */
    pending(ctx: Context, consent: string | undefined): PendingConsent | undefined {
      const pending = consent === undefined ? undefined : consents.get(consent);
      if (pending && pending.expiresAt > Date.now()) return pending;
      rules.errorPage(ctx, 400, 'invalid_request', 'This consent request has expired or was already answered. Start again from the app.');
      return undefined;
    },

    /**
     * Closes the consent and sends the browser back to the client: with a code for `account`,
     * or with error=access_denied when no account was allowed.
     */
    answer(ctx: Context, consent: string, pending: PendingConsent, account: string | undefined) {
      consents.delete(consent);
      const { request, state } = pending;
      if (account === undefined) return redirectWithError(ctx, request.redirectUri, 'access_denied', state);
      const target = new URL(request.redirectUri);
      target.searchParams.set('state', state);
      target.searchParams.set('code', grants.issueCode({ ...request, account }));
      target.searchParams.set('scope', request.scopes.join(' '));
      ctx.redirect(target.toString());
    },
  };
}
