import { z } from 'zod';
import { SANDBOX_CHAT_PATH, sandboxMessageSchema, sandboxUserSchema } from '../../../../contracts/sandbox-telegram.ts';
import type { BotMessage } from './digest-audit.ts';

/**
 * The fake Bot API's chats with the digest bot, read over HTTP through the sandbox chat page's
 * calls (contracts/sandbox-telegram.ts). Those serve the demo Telegram accounts' chats only, so
 * the load's readers are linked to the demo accounts' chats.
 */
const usersAnswer = z.object({ users: z.array(sandboxUserSchema) });
const messagesAnswer = z.object({ messages: z.array(sandboxMessageSchema.pick({ id: true, from: true, text: true })) });

async function getJson<T>(url: string, schema: z.ZodType<T>): Promise<T> {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  const text = await res.text();
  if (!res.ok) throw new Error(`the fake Bot API answered ${res.status} to ${url}: ${text.slice(0, 300)}`);
  return schema.parse(JSON.parse(text));
}

/** The private chats the fake can show: the demo Telegram accounts' ids. */
export async function demoChatIds(fakesUrl: string): Promise<number[]> {
  return (await getJson(`${fakesUrl}${SANDBOX_CHAT_PATH}/users`, usersAnswer)).users.map((u) => u.id);
}

/** What the digest bot sent to these chats, as the fake holds it now. */
export async function digestBotMessages(fakesUrl: string, chatIds: readonly number[]): Promise<BotMessage[]> {
  const out: BotMessage[] = [];
  for (const chatId of chatIds) {
    const { messages } = await getJson(`${fakesUrl}${SANDBOX_CHAT_PATH}/digest/${chatId}/messages`, messagesAnswer);
    for (const m of messages) if (m.from === 'bot') out.push({ chatId, text: m.text });
  }
  return out;
}
