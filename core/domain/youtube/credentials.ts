import type { YoutubeCredentialsInput } from '../../../contracts/youtube.ts';
import { UserSecret } from '../../../db/index.ts';
import type { SecretBox } from '../../crypto.ts';
import { deleteUserSecrets, readUserSecret, storeUserSecrets } from '../secrets/user-secrets.ts';

/** The user's own Google Cloud project for the YouTube Data API: three secrets, encrypted at rest. */
export const credentialSecretNames = { apiKey: 'youtube.apiKey', clientId: 'youtube.clientId', clientSecret: 'youtube.clientSecret' } as const;
/** The OAuth grant made with that project; it goes when the project does. */
export const youtubeTokenSecretName = 'youtube.oauthTokens';

/** One statement: a half-saved set (a key without its client) would never work. */
export async function saveYoutubeCredentials(box: SecretBox, userId: string, input: YoutubeCredentialsInput): Promise<void> {
  await storeUserSecrets(box, userId, {
    [credentialSecretNames.apiKey]: input.apiKey,
    [credentialSecretNames.clientId]: input.clientId,
    [credentialSecretNames.clientSecret]: input.clientSecret,
  });
}

export async function hasYoutubeCredentials(userId: string): Promise<boolean> {
  const count = await UserSecret.query().where('user_id', userId).whereIn('name', Object.values(credentialSecretNames)).resultSize();
  return count === Object.keys(credentialSecretNames).length;
}

export async function readYoutubeCredentials(box: SecretBox, userId: string): Promise<YoutubeCredentialsInput | null> {
  const [apiKey, clientId, clientSecret] = await Promise.all(Object.values(credentialSecretNames).map((name) => readUserSecret(box, userId, name)));
  return apiKey && clientId && clientSecret ? { apiKey, clientId, clientSecret } : null;
}

/** Disconnect: the project's credentials and the grant made with them. */
export async function deleteYoutubeCredentials(userId: string): Promise<void> {
  await deleteUserSecrets(userId, [...Object.values(credentialSecretNames), youtubeTokenSecretName]);
}
