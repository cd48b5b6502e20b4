import { z } from 'zod';
import { timeZoneSchema } from './time-zone.ts';

/**
 * The digest tool (spec 02, sections 2 '/telegram-digest…', 3, 4 'Digest', 5, 7 'Digest').
 * Every path is under /api, signed in, and needs the premium feature 'telegram-digest' (403
 * without it). The digest bot's link is the platform's (contracts/telegram.ts, bot 'digest':
 * POST /api/telegram/bots/digest/link/code {code} with the console's 6-digit code).
 *
 *   GET    /api/telegram/digest/status                  -> digestStatusSchema (spec: a client operation, path not shown)
 *   POST   /api/telegram/digest/credentials             digestCredentialsSchema -> { success: true }
 *   POST   /api/telegram/digest/auth/start              digestAuthStartSchema -> { success: true }
 *   POST   /api/telegram/digest/auth/complete           digestAuthCompleteSchema -> { success, requiresPassword, username }
 *   GET    /api/telegram/digest/auth/validate           -> { valid, username }
 *   DELETE /api/telegram/digest/disconnect              -> { success: true } (logged out at Telegram, credentials forgotten)
 *   GET    /api/telegram/digest/channels/available      -> { channels: AvailableChannel[] }
 *   GET    /api/telegram/digest/channels/search?query=  -> { channels: AvailableChannel[] }
 *   GET    /api/telegram/digest/folders                 -> { folders: DigestFolder[] }
 *   GET    /api/telegram/digest/preferences             -> { preferences: DigestPreference[] } (sources, no history)
 *   POST   /api/telegram/digest/preferences             digestCreateSchema -> { success: true, preference }
 *   GET    /api/telegram/digest/preferences/:id         -> { preference } with channels and history
 *   PUT    /api/telegram/digest/preferences/:id         digestUpdateSchema -> { success: true, preference }
 *   DELETE /api/telegram/digest/preferences/:id         -> { success: true }
 *   POST   /api/telegram/digest/preferences/:id/channels  digestAddChannelSchema -> { success: true, channel }
 *   POST   /api/telegram/digest/preferences/:id/folders   digestAddFolderSchema -> { success: true, channel }
 *   DELETE /api/telegram/digest/channels/:entryId       -> { success: true }
 *   POST   /api/telegram/digest/preferences/:id/test    -> { success: true, runId }
 *   GET    /api/telegram/digest/history?limit=          -> { history: DigestHistoryEntry[] } (every digest's, newest first)
 */
export const digestPaths = {
  status: '/telegram/digest/status',
  credentials: '/telegram/digest/credentials',
  authStart: '/telegram/digest/auth/start',
  authComplete: '/telegram/digest/auth/complete',
  authValidate: '/telegram/digest/auth/validate',
  disconnect: '/telegram/digest/disconnect',
  available: '/telegram/digest/channels/available',
  search: (query: string) => `/telegram/digest/channels/search?query=${encodeURIComponent(query)}`,
  folders: '/telegram/digest/folders',
  preferences: '/telegram/digest/preferences',
  preference: (id: string) => `/telegram/digest/preferences/${encodeURIComponent(id)}`,
  addChannel: (id: string) => `/telegram/digest/preferences/${encodeURIComponent(id)}/channels`,
  addFolder: (id: string) => `/telegram/digest/preferences/${encodeURIComponent(id)}/folders`,
  removeSource: (entryId: string) => `/telegram/digest/channels/${encodeURIComponent(entryId)}`,
  test: (id: string) => `/telegram/digest/preferences/${encodeURIComponent(id)}/test`,
  history: (limit?: number) => `/telegram/digest/history${limit ? `?limit=${limit}` : ''}`,
} as const;

export const DIGEST_FREQUENCIES = ['HOURLY', 'DAILY', 'WEEKLY'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];
export const DIGEST_SOURCE_TYPES = ['CHANNEL', 'FOLDER'] as const;
/** Spec 3 'Available channel': type CHANNEL, GROUP, Chat, USER (Chat: a basic group). */
export const CHANNEL_TYPES = ['CHANNEL', 'GROUP', 'Chat', 'USER'] as const;

/** Spec 9 and the defaults of spec 3 'Defaults for a new digest'. */
export const DIGEST_LIMITS = {
  maxLength: { min: 500, max: 10_000 },
  /** Not shown in the spec: a digest that fits one Telegram message (docs/decisions.md). */
  defaultMaxLength: 4000,
  /** Sources per digest (not shown; docs/decisions.md). */
  maxSources: 100,
  nameMax: 100,
  promptMax: 2000,
  historyDefault: 20,
  historyMax: 100,
} as const;
export const DIGEST_DEFAULTS = { enabled: true, frequency: 'DAILY', hour: 9, minute: 0, dayOfWeek: 1, onlyImportant: false } as const;

const timezoneSchema = timeZoneSchema('timezone must be an IANA name such as Europe/Moscow');
const hour = z.number().int('hour must be a whole number').min(0, 'hour must be from 0 to 23').max(23, 'hour must be from 0 to 23');
const minute = z.number().int('minute must be a whole number').min(0, 'minute must be from 0 to 59').max(59, 'minute must be from 0 to 59');
const dayOfWeek = z.number().int('dayOfWeek must be a whole number').min(0, 'dayOfWeek must be from 0 (Sunday) to 6 (Saturday)').max(6, 'dayOfWeek must be from 0 (Sunday) to 6 (Saturday)');
const maxLength = z
  .number()
  .int('maxLength must be a whole number')
  .min(DIGEST_LIMITS.maxLength.min, `maxLength must be from ${DIGEST_LIMITS.maxLength.min} to ${DIGEST_LIMITS.maxLength.max}`)
  .max(DIGEST_LIMITS.maxLength.max, `maxLength must be from ${DIGEST_LIMITS.maxLength.min} to ${DIGEST_LIMITS.maxLength.max}`);
const name = z.string().trim().min(1, 'name is required').max(DIGEST_LIMITS.nameMax);
const prompt = z.string().trim().min(1, 'prompt is required').max(DIGEST_LIMITS.promptMax);
const frequency = z.enum(DIGEST_FREQUENCIES, 'frequency must be HOURLY, DAILY or WEEKLY');

/** The schedule's fields as sent; which of hour and dayOfWeek apply depends on the frequency (spec 5). */
const scheduleFields = { frequency, hour: hour.optional(), minute: minute.optional(), dayOfWeek: dayOfWeek.optional(), timezone: timezoneSchema.optional() };

/** Spec 5: hour and dayOfWeek are left out unless they apply; sent where they do not, they are refused by name. */
export function scheduleIssues(schedule: { frequency: DigestFrequency; hour?: number | null; dayOfWeek?: number | null }): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (schedule.frequency === 'HOURLY' && schedule.hour != null) issues.push({ path: 'hour', message: 'hour does not apply to an hourly digest' });
  if (schedule.frequency !== 'WEEKLY' && schedule.dayOfWeek != null) issues.push({ path: 'dayOfWeek', message: 'dayOfWeek applies to weekly digests only' });
  return issues;
}

const refineSchedule = (value: { frequency?: DigestFrequency; hour?: number; dayOfWeek?: number }, ctx: z.RefinementCtx) => {
  if (!value.frequency) return;
  for (const issue of scheduleIssues({ frequency: value.frequency, hour: value.hour, dayOfWeek: value.dayOfWeek })) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
};

/** POST /preferences: spec 7 (name, frequency, hour, minute, dayOfWeek, timezone, prompt, onlyImportant), maxLength and enabled too. */
export const digestCreateSchema = z
  .object({
    name,
    prompt,
    ...scheduleFields,
    frequency: frequency.default(DIGEST_DEFAULTS.frequency),
    onlyImportant: z.boolean().default(DIGEST_DEFAULTS.onlyImportant),
    enabled: z.boolean().default(DIGEST_DEFAULTS.enabled),
    maxLength: maxLength.default(DIGEST_LIMITS.defaultMaxLength),
  })
  .strict()
  .superRefine(refineSchedule);
export type DigestCreateBody = z.input<typeof digestCreateSchema>;

/**
 * PUT /preferences/:id: any subset (the list screen sends only enabled). The schedule rule is
 * checked again against the stored digest with the change applied.
 */
export const digestUpdateSchema = z
  .object({ name, prompt, ...scheduleFields, frequency: frequency.optional(), onlyImportant: z.boolean(), enabled: z.boolean(), maxLength })
  .partial()
  .strict()
  .superRefine(refineSchedule);
export type DigestUpdateBody = z.input<typeof digestUpdateSchema>;

const sourceId = z.string().trim().regex(/^-?\d{1,20}$/, 'channelId must be a Telegram chat id such as -1001234567890');
export const digestAddChannelSchema = z
  .object({
    channelId: z.union([sourceId, z.number().int().transform(String)]),
    name: z.string().trim().max(256).optional(),
    type: z.enum(CHANNEL_TYPES).optional(),
    /** A public chat's @username (without @), so one found by search but not joined can be read. */
    username: z.string().trim().regex(/^[A-Za-z0-9_]{4,32}$/, 'username must be a Telegram @username without the @').nullish(),
  })
  .strict();
export const digestAddFolderSchema = z
  .object({ folderId: z.union([z.number().int().min(0), z.string().trim().regex(/^\d{1,10}$/, 'folderId must be a folder number').transform(Number)]), name: z.string().trim().max(256).optional() })
  .strict();

/** Spec 3 'Digest source entry' with the detail forms' names (channelId, name, type). */
export const digestSourceSchema = z.object({
  id: z.string(),
  sourceType: z.enum(DIGEST_SOURCE_TYPES),
  sourceId: z.string(),
  title: z.string(),
  name: z.string(),
  channelId: z.string().nullable(),
  folderId: z.number().nullable(),
  username: z.string().nullable(),
  /** CHANNEL, GROUP, Chat or USER for a chat; FOLDER for a folder. */
  type: z.string(),
});
export type DigestSource = z.infer<typeof digestSourceSchema>;

export const digestHistoryEntrySchema = z.object({
  id: z.string(),
  digestId: z.string(),
  digestName: z.string(),
  sentAt: z.iso.datetime(),
  messageCount: z.number().int(),
  content: z.string(),
});
export type DigestHistoryEntry = z.infer<typeof digestHistoryEntrySchema>;

/** The latest run of a digest, so the card can say what happened (a failure, sources skipped). */
export const digestRunSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(['scheduled', 'test']),
  status: z.enum(['running', 'sent', 'empty', 'failed', 'skipped']),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  /** Why it failed or sent nothing, for the user. */
  detail: z.string().nullable(),
});

/** Spec 3 'Digest preference'. hour is null for hourly digests, dayOfWeek for all but weekly ones. */
export const digestPreferenceSchema = z.object({
  id: z.string(),
  name: z.string(),
  frequency: z.enum(DIGEST_FREQUENCIES),
  hour: z.number().int().nullable(),
  minute: z.number().int(),
  dayOfWeek: z.number().int().nullable(),
  timezone: z.string(),
  prompt: z.string(),
  onlyImportant: z.boolean(),
  enabled: z.boolean(),
  maxLength: z.number().int(),
  channels: z.array(digestSourceSchema),
  lastSentAt: z.iso.datetime().nullable(),
  lastRun: digestRunSummarySchema.nullable(),
  /** Only in GET /preferences/:id: the digests sent, newest first. */
  history: z.array(digestHistoryEntrySchema).optional(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type DigestPreference = z.infer<typeof digestPreferenceSchema>;
export const digestPreferencesSchema = z.object({ preferences: z.array(digestPreferenceSchema) });
export const digestPreferenceBodySchema = z.object({ preference: digestPreferenceSchema });

/** Spec 3 'Available channel'. */
export const availableChannelSchema = z.object({ id: z.string(), title: z.string(), username: z.string().nullable(), type: z.enum(CHANNEL_TYPES) });
export type AvailableChannel = z.infer<typeof availableChannelSchema>;
export const availableChannelsSchema = z.object({ channels: z.array(availableChannelSchema) });

/** Spec 3 'Folder': id, title, includePeers (a count). */
export const digestFolderSchema = z.object({ id: z.number().int(), title: z.string(), includePeers: z.number().int() });
export type DigestFolder = z.infer<typeof digestFolderSchema>;
export const digestFoldersSchema = z.object({ folders: z.array(digestFolderSchema) });

/** Spec 3 'Digest status', and whether the signed-in session still works ('API Connected'). */
export const digestStatusSchema = z.object({
  hasApiCredentials: z.boolean(),
  /** A signed-in session Telegram has not revoked. */
  apiConnected: z.boolean(),
  hasDigestBot: z.boolean(),
  /** The Telegram account's @username (else its first name) once signed in. */
  username: z.string().nullable(),
  /** Telegram ended the session (revoked from another device, or the account's password changed). */
  sessionRevoked: z.boolean(),
});
export type DigestStatus = z.infer<typeof digestStatusSchema>;

/** Spec 3 'Digest API credentials': apiId, apiHash (my.telegram.org). */
export const digestCredentialsSchema = z
  .object({
    apiId: z.union([z.number().int().positive(), z.string().trim().regex(/^\d{1,10}$/, 'apiId must be the number my.telegram.org shows').transform(Number)]),
    apiHash: z.string().trim().regex(/^[0-9a-fA-F]{32}$/, 'apiHash must be the 32-character hash my.telegram.org shows'),
  })
  .strict();

export const digestAuthStartSchema = z
  .object({ phoneNumber: z.string().trim().transform((p) => p.replace(/[\s()-]/g, '')).pipe(z.string().regex(/^\+?\d{7,15}$/, 'phoneNumber must be an international number such as +44 7700 900123')) })
  .strict();

/** The code step or the 2FA step (spec 3 'Digest authentication'). */
export const digestAuthCompleteSchema = z.union([
  z.object({ code: z.string().trim().regex(/^\d{5,6}$/, 'code must be the 5-digit code Telegram sent') }).strict(),
  z.object({ password: z.string().min(1, 'password is required').max(256) }).strict(),
]);

export const digestAuthCompleteResultSchema = z.object({ success: z.boolean(), requiresPassword: z.boolean(), username: z.string().nullable() });
export const digestValidateSchema = z.object({ valid: z.boolean(), username: z.string().nullable() });
