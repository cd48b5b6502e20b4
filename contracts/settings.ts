import { z } from 'zod';

const timezones = new Set(Intl.supportedValuesOf('timeZone'));
timezones.add('UTC');

export const userSettingsSchema = z.object({
  locale: z.enum(['en', 'ru']),
  timezone: z.string().refine((tz) => timezones.has(tz), 'Unknown time zone (use an IANA name such as Europe/Moscow)'),
  emailNotifications: z.boolean(),
});
export type UserSettingsBody = z.infer<typeof userSettingsSchema>;

/** PATCH /api/users/me/settings: any subset of the fields, nothing else. */
export const updateUserSettingsSchema = userSettingsSchema.partial().strict();

/** GET and PATCH /api/users/me/settings answer the whole settings. */
export const userSettingsResponseSchema = z.object({ settings: userSettingsSchema });
