import type { z } from 'zod';
import {
  digestAddChannelSchema,
  digestAddFolderSchema,
  digestAuthCompleteSchema,
  digestAuthStartSchema,
  digestCreateSchema,
  digestCredentialsSchema,
  digestUpdateSchema,
  DIGEST_LIMITS,
  scheduleIssues,
} from '../../../../../contracts/digest.ts';
import { clientLinkCodeSchema } from '../../../../../contracts/telegram.ts';
import { ApiError } from '../../../api/api-error';
import { scriptedApi, type ApiCall } from '../../../test/fakes';
import type { AvailableChannel, DigestFolder, DigestHistoryEntry, DigestPreference, DigestSource, DigestStatus, LinkStatusBody } from '../shared/digest-api';

/** A digest id as the server makes them (the screens check ids are UUIDs). */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const DIGEST_ID = uuid(1);
export const OTHER_DIGEST_ID = uuid(2);

export const digestStatus = (fields: Partial<DigestStatus> = {}): DigestStatus => ({
  hasApiCredentials: true,
  apiConnected: true,
  hasDigestBot: true,
  username: 'anna_t',
  sessionRevoked: false,
  ...fields,
});
export const noCredentials = () => digestStatus({ hasApiCredentials: false, apiConnected: false, hasDigestBot: false, username: null });

export const botLink = (fields: Partial<LinkStatusBody> = {}): LinkStatusBody => ({
  bot: 'digest',
  available: true,
  connected: false,
  username: null,
  botUsername: 'sandbox_digest_bot',
  linkedAt: null,
  ...fields,
});

export const channels: AvailableChannel[] = [
  { id: '-1001000000001', title: 'Tech News', username: 'technews', type: 'CHANNEL' },
  { id: '-1001000000002', title: 'Design Chat', username: null, type: 'GROUP' },
  { id: '-1001000000003', title: 'Family', username: null, type: 'Chat' },
];
/** Channels only a search finds (public ones the account has not joined). */
export const searchable: AvailableChannel[] = [{ id: '-1001000000009', title: 'Space Weekly', username: 'spaceweekly', type: 'CHANNEL' }];
export const folders: DigestFolder[] = [
  { id: 2, title: 'Work', includePeers: 4 },
  { id: 3, title: 'News', includePeers: 7 },
];

export const channelSource = (fields: Partial<DigestSource> = {}): DigestSource => ({
  id: uuid(101),
  sourceType: 'CHANNEL',
  sourceId: '-1001000000001',
  title: 'Tech News',
  name: 'Tech News',
  channelId: '-1001000000001',
  folderId: null,
  username: 'technews',
  type: 'CHANNEL',
  ...fields,
});
export const folderSource = (fields: Partial<DigestSource> = {}): DigestSource => ({
  id: uuid(102),
  sourceType: 'FOLDER',
  sourceId: '2',
  title: 'Work',
  name: 'Work',
  channelId: null,
  folderId: 2,
  username: null,
  type: 'FOLDER',
  ...fields,
});

export const historyEntry = (fields: Partial<DigestHistoryEntry> = {}): DigestHistoryEntry => ({
  id: uuid(201),
  digestId: DIGEST_ID,
  digestName: 'Morning news',
  sentAt: '2026-03-10T06:00:00.000Z',
  messageCount: 2,
  content: '<b>Morning news</b>\n<i>9 Mar, 09:00 – 10 Mar, 09:00</i>\n\n• A new model was released (<a href="https://t.me/technews/42">Tech News</a>)',
  ...fields,
});

export const digest = (fields: Partial<DigestPreference> = {}): DigestPreference => ({
  id: DIGEST_ID,
  name: 'Morning news',
  frequency: 'DAILY',
  hour: 9,
  minute: 0,
  dayOfWeek: null,
  timezone: 'Europe/Moscow',
  prompt: 'AI research and product launches',
  onlyImportant: false,
  enabled: true,
  maxLength: 4000,
  channels: [channelSource(), folderSource()],
  lastSentAt: '2026-03-10T06:00:00.000Z',
  lastRun: null,
  history: [historyEntry()],
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...fields,
});

export interface ServerState {
  status: DigestStatus;
  link: LinkStatusBody;
  preferences: DigestPreference[];
  available: AvailableChannel[];
  folders: DigestFolder[];
  /** Whether the account asks for a 2FA password after the code. */
  requiresPassword: boolean;
  /** GET auth/validate's answer. */
  sessionValid: boolean;
  /** The codes the console saved for the bot. */
  codes: string[];
  testOutcome: { status: 'sent'; messageCount: number } | { status: 'running' } | { status: 'empty'; detail: string };
}

/** An `{error, message}` answer as the API gives it. */
export const refusal = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  new ApiError(code, status, { error: code, message, ...(fields ? { fields } : {}) });

/** A body checked as the server checks it: a request the contract refuses fails the test's call with 400. */
function parsed<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const fields = Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  throw refusal(400, 'validation_error', result.error.issues.map((issue) => issue.message).join('; '), fields);
}

const withoutHistory = ({ history: _history, ...preference }: DigestPreference): DigestPreference => preference;

/**
 * The digest tool's API in memory, every request checked with the contract's schemas.
 * `override` answers a call first when it returns something other than undefined (or throws,
 * for a failure).
 */
export function digestServer(initial: Partial<ServerState> = {}, override: (call: ApiCall, state: ServerState) => unknown = () => undefined) {
  const state: ServerState = {
    status: digestStatus(),
    link: botLink({ connected: true, username: '@anna_t', linkedAt: '2026-03-01T10:00:00.000Z' }),
    preferences: [digest()],
    available: channels,
    folders,
    requiresPassword: false,
    sessionValid: false,
    codes: [],
    testOutcome: { status: 'sent', messageCount: 1 },
    ...initial,
  };
  let ids = 1000;
  const find = (id: string) => {
    const found = state.preferences.find((preference) => preference.id === id);
    if (!found) throw refusal(404, 'not_found', 'Digest not found');
    return found;
  };
  const replace = (next: DigestPreference) => {
    state.preferences = state.preferences.map((preference) => (preference.id === next.id ? next : preference));
    return next;
  };

  const api = scriptedApi((call) => {
    const answer = override(call, state);
    if (answer !== undefined) return answer;
    const [path = '', query = ''] = call.path.split('?');
    const route = `${call.method} ${path}`;
    const one = /^\/telegram\/digest\/preferences\/([^/]+)(\/channels|\/folders|\/test)?$/.exec(path);
    if (one) {
      const [, id = '', tail] = one;
      if (call.method === 'GET' && !tail) return { preference: find(id) };
      if (call.method === 'PUT' && !tail) {
        const patch = parsed(digestUpdateSchema, call.body);
        const current = find(id);
        const frequency = patch.frequency ?? current.frequency;
        // As the server: the change is checked against the digest as it will be, and a field that comes to apply gets its default.
        const [issue] = scheduleIssues({ frequency, hour: patch.hour, dayOfWeek: patch.dayOfWeek });
        if (issue) throw refusal(400, 'validation_error', issue.message, { [issue.path]: issue.message });
        const hour = frequency === 'HOURLY' ? null : (patch.hour ?? current.hour ?? 9);
        const dayOfWeek = frequency === 'WEEKLY' ? (patch.dayOfWeek ?? current.dayOfWeek ?? 1) : null;
        return { success: true, preference: withoutHistory(replace({ ...current, ...patch, frequency, hour, dayOfWeek })) };
      }
      if (call.method === 'DELETE' && !tail) {
        find(id);
        state.preferences = state.preferences.filter((preference) => preference.id !== id);
        return { success: true };
      }
      if (call.method === 'POST' && tail === '/channels') {
        const { channelId } = parsed(digestAddChannelSchema, call.body);
        const preference = find(id);
        if (preference.channels.some((source) => source.channelId === channelId)) throw refusal(409, 'conflict', 'Channel already added');
        const chat = [...state.available, ...searchable].find((channel) => channel.id === channelId);
        const entry = channelSource({ id: uuid(++ids), sourceId: channelId, channelId, title: chat?.title ?? channelId, name: chat?.title ?? channelId, username: chat?.username ?? null, type: chat?.type ?? 'CHANNEL' });
        replace({ ...preference, channels: [...preference.channels, entry] });
        return { success: true, channel: entry };
      }
      if (call.method === 'POST' && tail === '/folders') {
        const { folderId } = parsed(digestAddFolderSchema, call.body);
        const preference = find(id);
        if (preference.channels.some((source) => source.folderId === folderId)) throw refusal(409, 'conflict', 'Folder already added');
        const folder = state.folders.find((candidate) => candidate.id === folderId);
        const entry = folderSource({ id: uuid(++ids), sourceId: String(folderId), folderId, title: folder?.title ?? String(folderId), name: folder?.title ?? String(folderId) });
        replace({ ...preference, channels: [...preference.channels, entry] });
        return { success: true, channel: entry };
      }
      if (call.method === 'POST' && tail === '/test') {
        find(id);
        return { success: true, runKey: `digest-test-${id}`, ...state.testOutcome };
      }
    }
    const removed = /^\/telegram\/digest\/channels\/([0-9a-f-]{36})$/.exec(path);
    if (removed && call.method === 'DELETE') {
      const entryId = removed[1];
      const owner = state.preferences.find((preference) => preference.channels.some((source) => source.id === entryId));
      if (!owner) throw refusal(404, 'not_found', 'Source not found');
      replace({ ...owner, channels: owner.channels.filter((source) => source.id !== entryId) });
      return { success: true };
    }

    switch (route) {
      case 'GET /telegram/digest/status':
        return state.status;
      case 'GET /telegram/bots/digest/link':
        return state.link;
      case 'POST /telegram/bots/digest/link/code': {
        const { code } = parsed(clientLinkCodeSchema, call.body);
        state.codes.push(code);
        return { authCode: code, authUrl: `https://t.me/${state.link.botUsername}?start=${deepLinkToken(code)}`, botUsername: state.link.botUsername, expiresAt: new Date(Date.now() + 600_000).toISOString() };
      }
      case 'GET /telegram/digest/preferences':
        return { preferences: state.preferences.map(withoutHistory) };
      case 'POST /telegram/digest/preferences': {
        const body = parsed(digestCreateSchema, call.body);
        const created = digest({
          id: uuid(++ids),
          ...body,
          hour: body.hour ?? (body.frequency === 'HOURLY' ? null : 9),
          minute: body.minute ?? 0,
          dayOfWeek: body.dayOfWeek ?? (body.frequency === 'WEEKLY' ? 1 : null),
          timezone: body.timezone ?? 'UTC',
          maxLength: body.maxLength ?? DIGEST_LIMITS.defaultMaxLength,
          channels: [],
          lastSentAt: null,
          history: [],
        });
        state.preferences = [...state.preferences, created];
        return { success: true, preference: withoutHistory(created) };
      }
      case 'GET /telegram/digest/channels/available':
        return { channels: state.available };
      case 'GET /telegram/digest/channels/search': {
        const text = (new URLSearchParams(query).get('query') ?? '').toLowerCase();
        return { channels: [...state.available, ...searchable].filter((channel) => channel.title.toLowerCase().includes(text)) };
      }
      case 'GET /telegram/digest/folders':
        return { folders: state.folders };
      case 'POST /telegram/digest/credentials':
        parsed(digestCredentialsSchema, call.body);
        state.status = { ...state.status, hasApiCredentials: true, apiConnected: false, username: null };
        return { success: true };
      case 'POST /telegram/digest/auth/start':
        parsed(digestAuthStartSchema, call.body);
        return { success: true };
      case 'POST /telegram/digest/auth/complete': {
        const answer = parsed(digestAuthCompleteSchema, call.body);
        if ('code' in answer && state.requiresPassword) return { success: true, requiresPassword: true, username: null };
        state.sessionValid = true;
        state.status = { ...state.status, apiConnected: true, username: 'anna_t' };
        return { success: true, requiresPassword: false, username: 'anna_t' };
      }
      case 'GET /telegram/digest/auth/validate':
        return { valid: state.sessionValid, username: state.sessionValid ? 'anna_t' : null };
      case 'DELETE /telegram/digest/disconnect':
        state.status = { ...state.status, hasApiCredentials: false, apiConnected: false, username: null };
        state.sessionValid = false;
        return { success: true };
      default:
        throw new Error(`unexpected call ${route}`);
    }
  });
  return Object.assign(api, { state });
}

export const callsTo = (api: { calls: ApiCall[] }, path: string, method = 'GET') => api.calls.filter((call) => call.method === method && call.path === path);

/** The fake's deep-link token of a code: not the code, as the server's is not. */
export const deepLinkToken = (code: string): string => `TKN${code}`;
