import type { Auth, youtube_v3 } from 'googleapis';
import type { Logger } from 'pino';
import { createYoutubeApi, createYoutubeOAuthClient, YOUTUBE_SCOPES, type GoogleOAuthEndpoints } from '../../clients/youtube.ts';
import type { SecretBox } from '../../crypto.ts';
import { isGrantLost } from '../../clients/google-errors.ts';
import { AppError } from '../../errors.ts';
import { deleteUserSecrets, readUserSecret, storeUserSecret } from '../secrets/user-secrets.ts';
import { readYoutubeCredentials, youtubeTokenSecretName } from './credentials.ts';
import { createOAuthState } from './oauth-state.ts';

export interface YoutubeDeps {
  secrets: SecretBox;
  publicUrl: string;
  stateSecret: string;
  endpoints: GoogleOAuthEndpoints;
  apiRootUrl: string;
  log: Logger;
}

export const CREDENTIALS_MISSING = 'YouTube API credentials not configured. Please add your API key in settings.';
export const AUTHORIZATION_EXPIRED = 'Your YouTube authorization has expired. Please reconnect your account.';

export type ChannelInfo = Pick<youtube_v3.Schema$Channel, 'id' | 'snippet' | 'statistics'>;

export interface AuthStatus {
  isAuthorized: boolean;
  channelInfo: ChannelInfo | null;
  message?: string;
}

/** The spec's callback path on the product's own host (the YouTube guide shows it). */
export const callbackUrl = (publicUrl: string) => new URL('/api/youtube/auth/callback', publicUrl).toString();

async function oauthClientFor(deps: YoutubeDeps, userId: string): Promise<Auth.OAuth2Client> {
  const credentials = await readYoutubeCredentials(deps.secrets, userId);
  if (!credentials) throw new AppError('bad_request', CREDENTIALS_MISSING);
  return createYoutubeOAuthClient({ clientId: credentials.clientId, clientSecret: credentials.clientSecret, redirectUri: callbackUrl(deps.publicUrl), endpoints: deps.endpoints });
}

/**
 * GET /api/youtube/auth/url: the consent page of the user's own project, offline access, and the
 * nonce the asking browser must keep (oauth-state.ts) for the callback to be accepted.
 */
export async function youtubeAuthUrl(deps: YoutubeDeps, userId: string): Promise<{ authUrl: string; nonce: string }> {
  const client = await oauthClientFor(deps, userId);
  const { state, nonce } = await createOAuthState(deps.stateSecret).issue(userId);
  // prompt=consent: Google sends a refresh token only when consent is given again.
  return { authUrl: client.generateAuthUrl({ access_type: 'offline', prompt: 'consent', include_granted_scopes: true, scope: YOUTUBE_SCOPES, state }), nonce };
}

/**
 * The callback: the state names the user and must come back to the browser that asked for it
 * (its nonce); only then does the code become tokens, stored encrypted.
 */
export async function completeYoutubeAuthorization(deps: YoutubeDeps, code: string, state: string, nonce: string | null): Promise<string> {
  const userId = await createOAuthState(deps.stateSecret).verify(state, nonce);
  const client = await oauthClientFor(deps, userId);
  const { tokens } = await client.getToken(code);
  if (!tokens.access_token) throw new AppError('bad_request', 'Google did not grant access to YouTube');
  await storeUserSecret(deps.secrets, userId, youtubeTokenSecretName, JSON.stringify(tokens));
  return userId;
}

/**
 * A YouTube API client for the user, or null when they have not connected. Tokens refresh by
 * themselves (googleapis does it before an expired call); the new ones are stored.
 */
export async function youtubeFor(deps: YoutubeDeps, userId: string): Promise<youtube_v3.Youtube | null> {
  const stored = await readUserSecret(deps.secrets, userId, youtubeTokenSecretName);
  if (!stored) return null;
  const client = await oauthClientFor(deps, userId);
  const saved = JSON.parse(stored) as Auth.Credentials;
  client.setCredentials(saved);
  client.on('tokens', (fresh) => {
    // A refresh answers no refresh_token: keep the one we have. A failed write costs only
    // another refresh next time; it must never become an unhandled rejection.
    storeUserSecret(deps.secrets, userId, youtubeTokenSecretName, JSON.stringify({ ...saved, ...fresh, refresh_token: fresh.refresh_token ?? saved.refresh_token })).catch(
      (err: unknown) => deps.log.error({ err, userId }, 'could not store the refreshed YouTube token'),
    );
  });
  return createYoutubeApi(client, deps.apiRootUrl);
}

export { isGrantLost };

/** GET /api/youtube/auth/status: the connected channel, or why there is none. */
export async function youtubeAuthStatus(deps: YoutubeDeps, userId: string): Promise<AuthStatus> {
  const youtube = await youtubeFor(deps, userId);
  if (!youtube) return { isAuthorized: false, channelInfo: null };
  try {
    const { data } = await youtube.channels.list({ part: ['snippet', 'statistics'], mine: true });
    const channel = data.items?.[0];
    if (!channel) return { isAuthorized: true, channelInfo: null, message: 'This Google account has no YouTube channel.' };
    return { isAuthorized: true, channelInfo: { id: channel.id, snippet: channel.snippet, statistics: channel.statistics } };
  } catch (err) {
    if (isGrantLost(err)) {
      // A dead grant is forgotten, so the page offers to connect again.
      await deleteUserSecrets(userId, [youtubeTokenSecretName]);
      return { isAuthorized: false, channelInfo: null, message: AUTHORIZATION_EXPIRED };
    }
    throw new AppError('service_unavailable', 'YouTube did not answer. Please try again in a minute.', { cause: err });
  }
}
