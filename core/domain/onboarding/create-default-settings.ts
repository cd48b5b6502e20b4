import { UserSettings } from '../../../db/index.ts';

export const defaultSettings = { locale: 'en', timezone: 'Europe/Moscow', emailNotifications: true } as const;

/** Idempotent: an existing row (the user may have changed it already) is left as it is. */
export async function createDefaultSettings(userId: string): Promise<UserSettings> {
  await UserSettings.query()
    .insert({ userId, ...defaultSettings })
    .onConflict('user_id')
    .ignore();
  const settings = await UserSettings.query().findById(userId);
  if (!settings) throw new Error(`settings for ${userId} missing after insert`);
  return settings;
}
