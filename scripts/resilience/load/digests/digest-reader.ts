import { randomInt } from 'node:crypto';
import type { BenchUser } from '../../../../bench/sign-in.ts';
import { giveActiveSubscription } from '../../../../bench/subscribed-user.ts';
import { TelegramLink } from '../../../../db/index.ts';
import type { LoadContext } from '../contract.ts';
import { isOk, send } from '../http.ts';

/** A subscriber reading digests: their digest bot chat and the digests made for the load. */
export interface DigestReader {
  user: BenchUser;
  chatId: number;
  digestIds: string[];
}

/** What my.telegram.org would give the reader for their own app. */
const TELEGRAM_APP = { apiId: 2_718_281, apiHash: 'a1b2c3d4e5f60718293a4b5c6d7e8f90' };
/** Channels each digest reads (of the demo account's eight). */
const SOURCES = 3;
/** A digest fits one Telegram message (4,096 characters with its links' markup), so one Test sends one message. */
const MAX_LENGTH = 1500;

/** A setup call through the product's API, as the console makes it: its body, or a thrown error naming the call. */
async function call(ctx: LoadContext, user: BenchUser, method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const answer = await send(method, `${ctx.baseUrl}/api${path}`, { headers: { authorization: `Bearer ${user.token}` }, ...(body === undefined ? {} : { body }), timeoutMs: 30_000 });
  if (!isOk(answer.status)) throw new Error(`digest setup: ${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body as Record<string, unknown>;
}

/**
 * A reader as the console sets one up: a subscription, the digest bot linked to `chatId` (the
 * row the bot's /start link makes), their Telegram account signed in through the product
 * (credentials, the code the fake account sent, read from its login-info as the person reads it
 * in Telegram; a number ending in 0000 has no 2FA), then `digests` digests, each named for the
 * load and paused (Test runs a paused digest; its slot never does, so only Tests send), each
 * reading the first channels of the account.
 */
export async function setUpReader(ctx: LoadContext, user: BenchUser, chatId: number, digests: number, index: number): Promise<DigestReader> {
  await giveActiveSubscription(user.userId);
  await TelegramLink.query().insert({ userId: user.userId, bot: 'digest', chatId, telegramUserId: chatId, username: null, firstName: 'Reader', languageCode: 'en', linkedAt: new Date() });
  const phone = `+7999${String(randomInt(1_000_000)).padStart(6, '0')}0000`;
  await call(ctx, user, 'POST', '/telegram/digest/credentials', TELEGRAM_APP);
  await call(ctx, user, 'POST', '/telegram/digest/auth/start', { phoneNumber: phone });
  const info = await send('GET', `${ctx.fakesUrl}/sandbox/telegram-user/login-info?phone=${encodeURIComponent(phone)}`);
  const code = (info.body as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') throw new Error(`the fake Telegram account sent no code to ${phone}: ${info.status} ${JSON.stringify(info.body)}`);
  const done = await call(ctx, user, 'POST', '/telegram/digest/auth/complete', { code });
  if (done.success !== true || done.requiresPassword !== false) throw new Error(`digest setup: the sign-in did not finish: ${JSON.stringify(done)}`);

  const channels = ((await call(ctx, user, 'GET', '/telegram/digest/channels/available')).channels as { id: string; title: string; type: string }[]).filter((c) => c.type === 'CHANNEL').slice(0, SOURCES);
  if (channels.length < SOURCES) throw new Error(`digest setup: the account offers ${channels.length} channels`);
  const digestIds: string[] = [];
  for (let d = 0; d < digests; d++) {
    const created = await call(ctx, user, 'POST', '/telegram/digest/preferences', {
      name: `Resilience ${index}-${d}`,
      prompt: 'Everything worth knowing',
      frequency: 'DAILY',
      hour: 6,
      minute: 0,
      timezone: 'UTC',
      enabled: false,
      maxLength: MAX_LENGTH,
    });
    const id = (created.preference as { id: string }).id;
    for (const channel of channels) await call(ctx, user, 'POST', `/telegram/digest/preferences/${id}/channels`, { channelId: channel.id, name: channel.title, type: channel.type });
    digestIds.push(id);
  }
  return { user, chatId, digestIds };
}
