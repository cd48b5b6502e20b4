import { z } from 'zod';
import {
  availableChannelsSchema,
  type digestAddChannelSchema,
  type digestAddFolderSchema,
  digestAuthCompleteResultSchema,
  digestFoldersSchema,
  digestPaths,
  digestPreferenceBodySchema,
  digestPreferencesSchema,
  digestStatusSchema,
  digestValidateSchema,
  type AvailableChannel,
  type DigestCreateBody,
  type DigestFolder,
  type DigestHistoryEntry,
  type DigestPreference,
  type DigestSource,
  type DigestStatus,
  type DigestUpdateBody,
} from '../../../../../contracts/digest.ts';
import { linkCodeSchema, linkStatusSchema, telegramLinkPaths, type LinkCodeBody, type LinkStatusBody } from '../../../../../contracts/telegram.ts';
import type { ApiClient } from '../../../api/client';

export type { AvailableChannel, DigestCreateBody, DigestFolder, DigestHistoryEntry, DigestPreference, DigestSource, DigestStatus, DigestUpdateBody, LinkCodeBody, LinkStatusBody };
export type AddChannelBody = z.input<typeof digestAddChannelSchema>;
export type AddFolderBody = z.input<typeof digestAddFolderSchema>;
export type AuthAnswer = { code: string } | { password: string };
export type AuthOutcome = z.infer<typeof digestAuthCompleteResultSchema>;
export type SessionCheck = z.infer<typeof digestValidateSchema>;

/**
 * The Test call's answer. contracts/digest.ts has no schema for it: the route answers the run's
 * result ({status: 'sent', messageCount} or another status with a detail) or, with 202, a run
 * still going on ({status: 'running'}); a failed run is a 409 digest_run_failed.
 */
const testResultSchema = z.object({ status: z.string().optional(), detail: z.string().optional(), messageCount: z.number().optional() });
export type TestOutcome = 'sent' | 'running' | 'nothing';

/** An answer checked against its contract; a mismatch fails like any other call. */
const read = async <T>(schema: z.ZodType<T>, answer: Promise<unknown>): Promise<T> => schema.parse(await answer);

/** Spec 7 'Digest': the calls of this area at contracts/digest.ts's paths, answers parsed with its schemas. */
export const digestApi = {
  status: (api: ApiClient): Promise<DigestStatus> => read(digestStatusSchema, api.get(digestPaths.status)),

  /** The digest bot's link (contracts/telegram.ts, bot 'digest'): connected, and the bot's @username. */
  botLink: (api: ApiClient): Promise<LinkStatusBody> => read(linkStatusSchema, api.get(telegramLinkPaths.status('digest'))),
  /** Spec 7: the code is chosen here and saved with the link code call. */
  saveBotCode: (api: ApiClient, code: string): Promise<LinkCodeBody> => read(linkCodeSchema, api.post(telegramLinkPaths.code('digest'), { code })),

  list: async (api: ApiClient): Promise<DigestPreference[]> => (await read(digestPreferencesSchema, api.get(digestPaths.preferences))).preferences,
  /** One digest with its sources and history. */
  get: async (api: ApiClient, id: string): Promise<DigestPreference> => (await read(digestPreferenceBodySchema, api.get(digestPaths.preference(id)))).preference,
  create: async (api: ApiClient, body: DigestCreateBody): Promise<DigestPreference> => (await read(digestPreferenceBodySchema, api.post(digestPaths.preferences, body))).preference,
  update: async (api: ApiClient, id: string, body: DigestUpdateBody): Promise<DigestPreference> =>
    (await read(digestPreferenceBodySchema, api.put(digestPaths.preference(id), body))).preference,
  remove: async (api: ApiClient, id: string): Promise<void> => {
    await api.delete(digestPaths.preference(id));
  },
  test: async (api: ApiClient, id: string): Promise<TestOutcome> => {
    const { status } = await read(testResultSchema, api.post(digestPaths.test(id), {}));
    return status === 'sent' ? 'sent' : status === 'running' ? 'running' : 'nothing';
  },

  addChannel: async (api: ApiClient, id: string, body: AddChannelBody): Promise<void> => {
    await api.post(digestPaths.addChannel(id), body);
  },
  addFolder: async (api: ApiClient, id: string, body: AddFolderBody): Promise<void> => {
    await api.post(digestPaths.addFolder(id), body);
  },
  /** Removes a source entry by its entry id. */
  removeSource: async (api: ApiClient, entryId: string): Promise<void> => {
    await api.delete(digestPaths.removeSource(entryId));
  },
  available: async (api: ApiClient): Promise<AvailableChannel[]> => (await read(availableChannelsSchema, api.get(digestPaths.available))).channels,
  search: async (api: ApiClient, query: string): Promise<AvailableChannel[]> => (await read(availableChannelsSchema, api.get(digestPaths.search(query)))).channels,
  folders: async (api: ApiClient): Promise<DigestFolder[]> => (await read(digestFoldersSchema, api.get(digestPaths.folders))).folders,

  saveCredentials: async (api: ApiClient, credentials: { apiId: string; apiHash: string }): Promise<void> => {
    await api.post(digestPaths.credentials, credentials);
  },
  startAuth: async (api: ApiClient, phoneNumber: string): Promise<void> => {
    await api.post(digestPaths.authStart, { phoneNumber });
  },
  completeAuth: (api: ApiClient, answer: AuthAnswer): Promise<AuthOutcome> => read(digestAuthCompleteResultSchema, api.post(digestPaths.authComplete, answer)),
  validate: (api: ApiClient): Promise<SessionCheck> => read(digestValidateSchema, api.get(digestPaths.authValidate)),
  disconnect: async (api: ApiClient): Promise<void> => {
    await api.delete(digestPaths.disconnect);
  },
};
