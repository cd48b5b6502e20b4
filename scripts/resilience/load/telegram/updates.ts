import { randomInt } from 'node:crypto';
import type { TelegramBot } from '../../../../contracts/telegram.ts';
import { botEnvNames } from '../../../../core/clients/telegram/env.ts';
import { webhookPath } from '../../../../core/clients/telegram/bots.ts';
import type { LoadContext, Offered } from '../contract.ts';
import { offerUntilAccepted, send, type Sent } from '../http.ts';

/** A Telegram account the load writes as (a private chat's id is its user's id). */
export interface TelegramPerson {
  id: number;
  firstName: string;
  username: string;
}

/**
 * Update ids as Telegram's only grow: from this process's start in microseconds, so no id of an
 * earlier run (the worker skips an update id it already handled) or of the fake Bot API's own
 * deliveries (milliseconds since the epoch) comes again.
 */
let lastUpdateId = Date.now() * 1000;
export const newUpdateId = (): number => ++lastUpdateId;

/** Message ids are a chat's own and 32-bit in the product's tables (calendar_events.message_id). */
let lastMessageId = randomInt(1_000_000, 1_000_000_000);
const newMessageId = (): number => ++lastMessageId;

const sender = (person: TelegramPerson) => ({ id: person.id, is_bot: false, first_name: person.firstName, username: person.username, language_code: 'en' });
const privateChat = (person: TelegramPerson) => ({ id: person.id, type: 'private', first_name: person.firstName, username: person.username });

/** A text message as Telegram posts it; a leading /command carries its bot_command entity as Telegram's clients send it. */
export function textUpdate(updateId: number, person: TelegramPerson, text: string): Record<string, unknown> {
  const command = /^\/[a-z0-9_]+/i.exec(text);
  return {
    update_id: updateId,
    message: {
      message_id: newMessageId(),
      date: Math.floor(Date.now() / 1000),
      chat: privateChat(person),
      from: sender(person),
      text,
      ...(command ? { entities: [{ type: 'bot_command', offset: 0, length: command[0].length }] } : {}),
    },
  };
}

/** A press of an inline button under a bot message (`messageId`, with its text as Telegram repeats it). */
export function callbackUpdate(updateId: number, person: TelegramPerson, data: string, message: { id: number; text: string }): Record<string, unknown> {
  return {
    update_id: updateId,
    callback_query: {
      id: String(updateId),
      from: sender(person),
      chat_instance: String(person.id),
      data,
      message: { message_id: message.id, date: Math.floor(Date.now() / 1000), chat: privateChat(person), text: message.text },
    },
  };
}

/** Where each bot's updates go and the secret Telegram sends with them, from the env the product runs with. */
export function webhookOf(ctx: LoadContext, bot: TelegramBot): { url: string; secret: string } {
  const secret = ctx.env[botEnvNames(bot).secret];
  if (!secret) throw new Error(`the stack's env has no ${botEnvNames(bot).secret}: the ${bot} bot does not run`);
  return { url: `${ctx.baseUrl}${webhookPath(bot)}`, secret };
}

/**
 * Posts one update as Telegram does: the same body (same update_id) again until the webhook
 * answers 2xx, so a redelivery after a failure is the same update.
 */
export function deliverUpdate(ctx: LoadContext, kind: string, key: string, bot: TelegramBot, update: Record<string, unknown>): Promise<Offered & { last: Sent }> {
  const { url, secret } = webhookOf(ctx, bot);
  return offerUntilAccepted(kind, key, () => send('POST', url, { body: update, headers: { 'X-Telegram-Bot-Api-Secret-Token': secret } }));
}
