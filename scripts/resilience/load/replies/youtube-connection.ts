import type { Auth } from 'googleapis';
import { createYoutubeOAuthClient, YOUTUBE_SCOPES } from '../../../../core/clients/youtube.ts';
import { SANDBOX_YOUTUBE_PATH } from '../../../../core/clients/youtube-endpoints.ts';
import { createSecretBox, parseKeyring } from '../../../../core/crypto.ts';
import { callbackUrl } from '../../../../core/domain/youtube/connection.ts';
import { youtubeTokenSecretName } from '../../../../core/domain/youtube/credentials.ts';
import { storeUserSecret } from '../../../../core/domain/secrets/user-secrets.ts';
import type { LoadContext } from '../contract.ts';
import { isOk, send } from '../http.ts';

/** The creator's own Google Cloud project, as they type it in the console's settings. */
export const CREATOR_PROJECT = { apiKey: 'AIzaResilienceKey', clientId: 'resilience-creator.apps.googleusercontent.com', clientSecret: 'GOCSPX-resilience-creator' };

/**
 * The redirect URI the fake consent page takes: the product's callback on the PUBLIC_URL the
 * fakes process was configured with (stack/fakes-server.ts gives it http://127.0.0.1:<web port>).
 */
const fakeRedirect = (ctx: LoadContext) => callbackUrl(`http://127.0.0.1:${ctx.env.PORT ?? ''}`);

/** The creator's OAuth client pointed at the fake Google of the fakes process. */
export const creatorOAuthClient = (ctx: LoadContext): Auth.OAuth2Client =>
  createYoutubeOAuthClient({
    ...CREATOR_PROJECT,
    redirectUri: fakeRedirect(ctx),
    endpoints: { authUrl: `${ctx.fakesUrl}${SANDBOX_YOUTUBE_PATH}/o/oauth2/v2/auth`, tokenUrl: `${ctx.fakesUrl}${SANDBOX_YOUTUBE_PATH}/token` },
  });

/** Consent given on the fake's page (what the creator's browser does): the code it redirects with. */
async function consentCode(client: Auth.OAuth2Client): Promise<string> {
  const authUrl = client.generateAuthUrl({ access_type: 'offline', prompt: 'consent', include_granted_scopes: true, scope: YOUTUBE_SCOPES, state: 'resilience' });
  const page = await fetch(authUrl);
  const html = await page.text();
  const consent = /name="consent" value="([^"]+)"/.exec(html)?.[1];
  if (!consent) throw new Error(`the fake YouTube consent page answered ${page.status} without a form: ${html.replace(/<[^>]+>/g, ' ').slice(0, 400)}`);
  const answer = await fetch(new URL(`${SANDBOX_YOUTUBE_PATH}/o/oauth2/v2/consent`, authUrl), { method: 'POST', redirect: 'manual', body: new URLSearchParams({ consent, decision: 'allow' }) });
  const code = new URL(answer.headers.get('location') ?? 'http://invalid/').searchParams.get('code');
  if (answer.status !== 302 || !code) throw new Error(`the fake YouTube consent answered ${answer.status} without a code`);
  return code;
}

/**
 * Connects the user's YouTube channel: the project's credentials saved through the product's API
 * as the console saves them, consent given on the fake Google, the code exchanged there and the
 * grant stored as the product's callback stores it (encrypted, under the same secret name). The
 * product's own callback cannot do the exchange here: production's GOOGLE_TOKEN_URL is the
 * platform's sign-in token endpoint, not the creators' clients' one. Answers the grant's client.
 */
export async function connectYoutube(ctx: LoadContext, user: { userId: string; token: string }): Promise<Auth.OAuth2Client> {
  const headers = { authorization: `Bearer ${user.token}` };
  const saved = await send('POST', `${ctx.baseUrl}/api/users/youtube-credentials`, { headers, body: CREATOR_PROJECT });
  if (!isOk(saved.status)) throw new Error(`saving the YouTube credentials answered ${saved.status}: ${JSON.stringify(saved.body)}`);
  const client = creatorOAuthClient(ctx);
  const { tokens } = await client.getToken(await consentCode(client));
  client.setCredentials(tokens);
  const box = createSecretBox(parseKeyring(ctx.env.ENCRYPTION_KEYS ?? ''), ctx.env.ENCRYPTION_KEY_ID ?? '');
  await storeUserSecret(box, user.userId, youtubeTokenSecretName, JSON.stringify(tokens));
  // The product reads the channel through the grant: the connection works end to end.
  const status = await send('GET', `${ctx.baseUrl}/api/youtube/auth/status`, { headers });
  const body = status.body as { isAuthorized?: boolean; channelInfo?: { id?: string } | null };
  if (status.status !== 200 || !body.isAuthorized || !body.channelInfo?.id) throw new Error(`the product does not see the YouTube channel: ${status.status} ${JSON.stringify(status.body)}`);
  return client;
}
