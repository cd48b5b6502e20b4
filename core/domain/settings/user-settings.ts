import { DATE_ORDER_SETTINGS, type DateOrderSetting, type UserSettingsBody } from '../../../contracts/settings.ts';
import { UserSettings } from '../../../db/index.ts';
import { createDefaultSettings } from '../onboarding/create-default-settings.ts';

const dateOrderSetting = (value: string): DateOrderSetting => DATE_ORDER_SETTINGS.find((order) => order === value) ?? 'auto';

const toBody = (s: UserSettings): UserSettingsBody => ({
  locale: s.locale === 'ru' ? 'ru' : 'en',
  timezone: s.timezone,
  emailNotifications: s.emailNotifications,
  dateOrder: dateOrderSetting(s.dateOrder),
});

/** The user's settings; made with the defaults if onboarding has not run yet. */
export async function readUserSettings(userId: string): Promise<UserSettingsBody> {
  return toBody(await createDefaultSettings(userId));
}

export async function updateUserSettings(userId: string, patch: Partial<UserSettingsBody>): Promise<UserSettingsBody> {
  await createDefaultSettings(userId);
  if (Object.keys(patch).length > 0) {
    await UserSettings.query().findById(userId).patch({ ...patch, updatedAt: new Date() });
  }
  return readUserSettings(userId);
}
