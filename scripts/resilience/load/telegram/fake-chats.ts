import { z } from 'zod';
import { SANDBOX_CHAT_PATH, sandboxMessageSchema, sandboxUserSchema, type SandboxMessage } from '../../../../contracts/sandbox-telegram.ts';
import type { TelegramBot } from '../../../../contracts/telegram.ts';
import type { TelegramPerson } from './updates.ts';

/*
 * The fake Bot API's chats, read over HTTP from the fakes process (its memory outlives the
 * product's restarts). Its chat page reads the chats of its demo Telegram accounts only, so the
 * load writes as them and makes each offer's effect findable by a token in the bot's text.
 */

const usersSchema = z.object({ users: z.array(sandboxUserSchema) });
const messagesSchema = z.object({ messages: z.array(sandboxMessageSchema) });

async function getJson<T>(url: string, schema: z.ZodType<T>): Promise<T> {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  const text = await res.text();
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}: ${text.slice(0, 300)}`);
  return schema.parse(JSON.parse(text));
}

/** The fake's demo Telegram accounts, whose chats with every bot can be read. */
export async function demoPeople(fakesUrl: string): Promise<TelegramPerson[]> {
  const { users } = await getJson(`${fakesUrl}${SANDBOX_CHAT_PATH}/users`, usersSchema);
  if (users.length === 0) throw new Error('the fake Bot API has no demo Telegram users');
  return users.map((u) => ({ id: u.id, firstName: u.firstName, username: u.username }));
}

/**
 * Whether the fake reads any chat, not only its demo accounts' (a chat with id 1 is none of
 * theirs): then a load can write from as many chats of its own as it needs.
 */
export async function readsAnyChat(fakesUrl: string): Promise<boolean> {
  const res = await fetch(`${fakesUrl}${SANDBOX_CHAT_PATH}/homework/1/messages`, { signal: AbortSignal.timeout(10_000) });
  await res.body?.cancel();
  if (res.status === 200 || res.status === 404) return res.status === 200;
  throw new Error(`the fake Bot API's chat route answered ${res.status}`);
}

/**
 * A chat's messages after message id `after` (both sides, chat actions included), oldest first.
 * The fake answers by revision (an edit brings an old message again), so the whole chat is
 * read and cut by id here.
 */
export async function chatMessages(fakesUrl: string, bot: TelegramBot, chatId: number, after = 0): Promise<SandboxMessage[]> {
  return (await getJson(`${fakesUrl}${SANDBOX_CHAT_PATH}/${bot}/${chatId}/messages?after=0`, messagesSchema)).messages.filter((m) => m.id > after);
}

/** What the bot said (its messages, not its chat actions): the text as the fake keeps it (Telegram's HTML subset). */
export const botTexts = (messages: readonly SandboxMessage[]): string[] => messages.filter((m) => m.from === 'bot' && m.action === null).map((m) => m.text);
