import { z } from 'zod';
import { timeZoneSchema } from './time-zone.ts';

export const userSettingsSchema = z.object({
  locale: z.enum(['en', 'ru']),
  timezone: timeZoneSchema('Unknown time zone (use an IANA name such as Europe/Moscow)'),
  emailNotifications: z.boolean(),
});
export type UserSettingsBody = z.infer<typeof userSettingsSchema>;

/** PATCH /api/users/me/settings: any subset of the fields, nothing else. */
export const updateUserSettingsSchema = userSettingsSchema.partial().strict();

/** GET and PATCH /api/users/me/settings answer the whole settings. */
export const userSettingsResponseSchema = z.object({ settings: userSettingsSchema });
