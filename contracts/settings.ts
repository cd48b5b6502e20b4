import { z } from 'zod';
import { timeZoneSchema } from './time-zone.ts';

/**
 * How the calendar bot reads a numeric date such as "03/12": 'auto' lets the message's language
 * and the user's time zone decide (core/domain/calendar/when/date-order.ts); the other two are
 * the user's own choice and win over both (dots, "03.12", are day first whatever is chosen).
 */
export const DATE_ORDER_SETTINGS = ['auto', 'day-first', 'month-first'] as const;
export type DateOrderSetting = (typeof DATE_ORDER_SETTINGS)[number];

export const userSettingsSchema = z.object({
  locale: z.enum(['en', 'ru']),
  timezone: timeZoneSchema('Unknown time zone (use an IANA name such as Europe/Moscow)'),
  emailNotifications: z.boolean(),
  dateOrder: z.enum(DATE_ORDER_SETTINGS, { error: 'Use auto, day-first or month-first' }),
});
export type UserSettingsBody = z.infer<typeof userSettingsSchema>;

/** PATCH /api/users/me/settings: any subset of the fields, nothing else. */
export const updateUserSettingsSchema = userSettingsSchema.partial().strict();
export type UpdateUserSettingsBody = z.infer<typeof updateUserSettingsSchema>;

/** GET and PATCH /api/users/me/settings answer the whole settings. */
export const userSettingsResponseSchema = z.object({ settings: userSettingsSchema });

/** The settings' path under /api, for the console's client. */
export const userSettingsPath = '/users/me/settings';
