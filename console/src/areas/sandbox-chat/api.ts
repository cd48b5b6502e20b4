import { z } from 'zod';
import {
  SANDBOX_CHAT_PATH,
  sandboxBotSchema,
  sandboxChangesSchema,
  sandboxMessageSchema,
  sandboxUserSchema,
  type SandboxBot,
  type SandboxChanges,
  type SandboxMessage,
  type SandboxUser,
} from '../../../../contracts/sandbox-telegram.ts';
import type { TelegramBot } from '../../../../contracts/telegram.ts';

export type FileKind = 'voice' | 'photo' | 'document';

/** A refusal of the fake, with its message ({error, message}). */
export class ChatError extends Error {}

const errorBody = z.object({ message: z.string() });

/** How long the page asks the fake to hold a poll while nothing changes (its most, contracts/sandbox-telegram.ts). */
export const HOLD_SECONDS = 5;

async function call<T>(schema: z.ZodType<T>, path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${SANDBOX_CHAT_PATH}${path}`, init);
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ChatError(errorBody.safeParse(body).data?.message ?? `HTTP ${response.status}`);
  return schema.parse(body);
}

const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const one = z.object({ message: sandboxMessageSchema });

/** The sandbox chat page's calls to the fake Bot API (contracts/sandbox-telegram.ts). */
export const chatApi = {
  bots: async (): Promise<SandboxBot[]> => (await call(z.object({ bots: z.array(sandboxBotSchema) }), '/bots')).bots,
  users: async (): Promise<SandboxUser[]> => (await call(z.object({ users: z.array(sandboxUserSchema) }), '/users')).users,
  /** What changed after revision `after`, waiting up to HOLD_SECONDS for a change (long polling). */
  changes: (bot: TelegramBot, userId: number, after: number, signal?: AbortSignal): Promise<SandboxChanges> =>
    call(sandboxChangesSchema, `/${bot}/${userId}/messages?after=${after}&wait=${HOLD_SECONDS}`, { signal }),
  /** Text, as a reply to message `replyTo` of this chat when given. */
  sendText: async (bot: TelegramBot, userId: number, text: string, replyTo?: number): Promise<SandboxMessage> =>
    (await call(one, `/${bot}/${userId}/messages`, json({ text, ...(replyTo === undefined ? {} : { replyTo }) }))).message,
  sendFile: async (bot: TelegramBot, userId: number, kind: FileKind, file: Blob, name: string, replyTo?: number): Promise<SandboxMessage> => {
    const form = new FormData();
    form.set('kind', kind);
    if (replyTo !== undefined) form.set('replyTo', String(replyTo));
    form.set('file', file, name);
    return (await call(one, `/${bot}/${userId}/files`, { method: 'POST', body: form })).message;
  },
  press: async (bot: TelegramBot, userId: number, messageId: number, data: string): Promise<void> => {
    await call(z.object({ ok: z.literal(true) }), `/${bot}/${userId}/callback`, json({ messageId, data }));
  },
};
