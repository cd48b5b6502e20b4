import type { Auth } from 'googleapis';
import { createYoutubeOAuthClient } from '../../core/clients/youtube.ts';
import { SANDBOX_YOUTUBE_PATH, youtubeEndpoints } from '../../core/clients/youtube-endpoints.ts';
import type { Config } from '../../core/config.ts';
import { callbackUrl } from '../../core/domain/youtube/connection.ts';

/**
 * A test's web process in sandbox, as the test reaches it (api/testing/test-app.ts's TestApp):
 * it drives the fake's consent page the way a creator's browser does.
 */
export interface SandboxApp {
  baseUrl: string;
  deps: { config: Config };
}

export const sandboxClient = { clientId: 'creator-project.apps.googleusercontent.com', clientSecret: 'GOCSPX-sandbox-creator' };

/** A URL on PUBLIC_URL (what the browser sees) as the test reaches it: the same app on baseUrl. */
export const onApp = (app: SandboxApp, url: string) => {
  const u = new URL(url);
  return `${app.baseUrl}${u.pathname}${u.search}`;
};

/** The creator's OAuth client as the product builds it, pointed at the sandbox by youtubeEndpoints. */
export const sandboxOAuthClient = (app: SandboxApp, client = sandboxClient): Auth.OAuth2Client =>
  createYoutubeOAuthClient({ ...client, redirectUri: callbackUrl(app.deps.config.PUBLIC_URL), endpoints: youtubeEndpoints(app.deps.config).endpoints });

/** The product's authorize URL (offline, consent, force-ssl, a state). */
export const productAuthUrl = (client: Auth.OAuth2Client, state = 'state-123') =>
  client.generateAuthUrl({ access_type: 'offline', prompt: 'consent', include_granted_scopes: true, scope: ['https://www.googleapis.com/auth/youtube.force-ssl'], state });

/** Opens the sandbox consent page and presses Allow or Deny; answers where Google sends the browser. */
export async function answerConsent(app: SandboxApp, authUrl: string, decision: 'allow' | 'deny'): Promise<URL> {
  const page = await fetch(onApp(app, authUrl));
  const html = await page.text();
  const consent = /name="consent" value="([^"]+)"/.exec(html)?.[1];
  if (!consent) throw new Error(`no consent form (${page.status}): ${html.slice(0, 300)}`);
  const res = await fetch(`${app.baseUrl}${SANDBOX_YOUTUBE_PATH}/o/oauth2/v2/consent`, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ consent, decision }) });
  const location = res.headers.get('location');
  if (res.status !== 302 || !location) throw new Error(`the consent answered ${res.status}`);
  return new URL(location);
}

/** Consent given and the code exchanged by googleapis: the client holds fresh tokens. */
export async function sandboxGrant(app: SandboxApp, client: Auth.OAuth2Client): Promise<Auth.Credentials> {
  const back = await answerConsent(app, productAuthUrl(client), 'allow');
  const { tokens } = await client.getToken(back.searchParams.get('code')!);
  client.setCredentials(tokens);
  return tokens;
}
