import type { SecretBox } from '../../crypto.ts';
import { UserSecret } from '../../../db/index.ts';
import { deleteUserSecrets, readUserSecret, storeUserSecrets } from '../secrets/user-secrets.ts';

/** The analytics keys are user_secrets (AES-256-GCM, bound to the row): never in analytics_settings. */
export const ANALYTICS_SECRET_NAMES = {
  revenuecat: ['analytics.revenuecat.secretKey'],
  amplitude: ['analytics.amplitude.apiKey', 'analytics.amplitude.secretKey'],
} as const;

export interface AnalyticsKeys {
  revenuecat: { secretKey: string } | null;
  amplitude: { apiKey: string; secretKey: string } | null;
}

export async function readAnalyticsKeys(box: SecretBox, userId: string): Promise<AnalyticsKeys> {
  const [revenuecat, apiKey, secretKey] = await Promise.all([
    readUserSecret(box, userId, ANALYTICS_SECRET_NAMES.revenuecat[0]),
    readUserSecret(box, userId, ANALYTICS_SECRET_NAMES.amplitude[0]),
    readUserSecret(box, userId, ANALYTICS_SECRET_NAMES.amplitude[1]),
  ]);
  return { revenuecat: revenuecat ? { secretKey: revenuecat } : null, amplitude: apiKey && secretKey ? { apiKey, secretKey } : null };
}

export async function storeAnalyticsKeys(box: SecretBox, userId: string, keys: { revenuecat?: string; amplitude?: { apiKey: string; secretKey: string } }): Promise<void> {
  const secrets: Record<string, string> = {};
  if (keys.revenuecat) secrets[ANALYTICS_SECRET_NAMES.revenuecat[0]] = keys.revenuecat;
  if (keys.amplitude) {
    secrets[ANALYTICS_SECRET_NAMES.amplitude[0]] = keys.amplitude.apiKey;
    secrets[ANALYTICS_SECRET_NAMES.amplitude[1]] = keys.amplitude.secretKey;
  }
  if (Object.keys(secrets).length > 0) await storeUserSecrets(box, userId, secrets);
}

export async function forgetAnalyticsKeys(userId: string, service: 'revenuecat' | 'amplitude' | 'all'): Promise<void> {
  const names = service === 'all' ? [...ANALYTICS_SECRET_NAMES.revenuecat, ...ANALYTICS_SECRET_NAMES.amplitude] : [...ANALYTICS_SECRET_NAMES[service]];
  await deleteUserSecrets(userId, names);
}

/** Which services have their keys stored, without decrypting them (status lines, health). */
export async function storedServices(userId: string): Promise<{ revenuecat: boolean; amplitude: boolean }> {
  const names = new Set((await UserSecret.query().where('user_id', userId).whereIn('name', [...ANALYTICS_SECRET_NAMES.revenuecat, ...ANALYTICS_SECRET_NAMES.amplitude]).select('name')).map((row) => row.name));
  return { revenuecat: ANALYTICS_SECRET_NAMES.revenuecat.every((n) => names.has(n)), amplitude: ANALYTICS_SECRET_NAMES.amplitude.every((n) => names.has(n)) };
}
