import type { Redis } from 'ioredis';
import type { TelegramBot } from '../../../contracts/telegram.ts';

/**
 * Telegram's limits (Bot API FAQ): about 30 messages a second per bot, one a second per chat,
 * 20 a minute per group. Kept with a margin, so clock jitter between us and Telegram never
 * turns a send into a 429.
 */
export interface PacingRules {
  /** Between two sends of one bot (35 ms: at most 29 in any second, whatever the network jitter). */
  botSpacingMs: number;
  /** Between two sends to one private chat. */
  privateChatSpacingMs: number;
  /** Between two sends to one group (60 s / 20, plus the margin). */
  groupSpacingMs: number;
}

export const TELEGRAM_PACING: PacingRules = { botSpacingMs: 35, privateChatSpacingMs: 1050, groupSpacingMs: 3050 };

/** Groups and channels have negative ids in the Bot API. */
export const chatSpacing = (rules: PacingRules, chatId: number) => (chatId < 0 ? rules.groupSpacingMs : rules.privateChatSpacingMs);

// Redis's clock, so every worker process agrees on "now".
const NOW = `local t = redis.call('TIME') local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;

// A chat's queued sends, oldest first, kept as long as a finished send job (a day).
const QUEUE_TTL_MS = 86_400_000;

/**
 * At enqueue: the moment a new message to this chat is planned, one spacing after the one
 * planned before it, and its place in the chat's queue (NX: a send queued again after a crash
 * keeps its first place). Returns the delay in ms.
 */
const PLAN = `${NOW}
local planned = tonumber(redis.call('GET', KEYS[1]) or '0')
local at = math.max(now, planned)
redis.call('SET', KEYS[1], at + tonumber(ARGV[1]), 'PX', tonumber(ARGV[1]) + 3600000)
redis.call('ZADD', KEYS[2], 'NX', at, ARGV[2])
redis.call('PEXPIRE', KEYS[2], ${QUEUE_TTL_MS})
return at - now`;

/**
 * At send: {0, wait} when the message may go after `wait` ms (the bot's slot is taken, and the
 * chat's next free moment moved past it); {1, wait} when the chat is not free for `wait` ms;
 * {2, wait, head} when an older message of the chat is still queued: BullMQ's delays are not
 * exact, so under load a later message can come round first, and it must let the older go.
 * A send that is not in the chat's queue (queued before it existed) only keeps the spacing.
 * 50 ms of tolerance: Redis's clock and the one BullMQ delays by are not the same clock.
 * A message that itself got a 429 was delayed to exactly the moment the chat is free again; any
 * other waits one spacing more, so the refused message goes first and the chat's order holds.
 */
const RESERVE = `${NOW}
local chatNext = tonumber(redis.call('GET', KEYS[1]) or '0')
local spacing = tonumber(ARGV[1])
local head = redis.call('ZRANGE', KEYS[3], 0, 0)[1]
if head and head ~= ARGV[3] and redis.call('ZSCORE', KEYS[3], ARGV[3]) then
  return {2, math.max(chatNext - now, 0) + spacing, head}
end
if now + 50 < chatNext then return {1, chatNext + spacing - now} end
local botNext = tonumber(redis.call('GET', KEYS[2]) or '0')
local slot = math.max(now, botNext)
redis.call('SET', KEYS[2], slot + tonumber(ARGV[2]), 'PX', 60000)
redis.call('SET', KEYS[1], slot + spacing, 'PX', spacing + 3600000)
return {0, slot - now}`;

/** After a 429: nothing goes to this chat before `retryAfterMs` from now. */
const PAUSE = `${NOW}
local resume = now + tonumber(ARGV[1])
local chatNext = tonumber(redis.call('GET', KEYS[1]) or '0')
if resume > chatNext then redis.call('SET', KEYS[1], resume, 'PX', tonumber(ARGV[1]) + 3600000) end
return resume - now`;

export type Reservation = { ready: true; waitMs: number } | { ready: false; retryInMs: number; behind?: string };

export interface SendPacing {
  /** At enqueue of the send job `sendId`: how long the new message to this chat should wait. */
  plan(bot: TelegramBot, chatId: number, sendId: string): Promise<number>;
  /**
   * At send time: the bot's next slot and the chat's, taken together, or when to come back
   * (`behind`: the older send of the chat that must go first).
   */
  reserve(bot: TelegramBot, chatId: number, sendId: string): Promise<Reservation>;
  /** The send left the chat's queue: sent, refused for good, or found gone. */
  settle(bot: TelegramBot, chatId: number, sendId: string): Promise<void>;
  /** After Telegram's 429 with retry_after. */
  pause(bot: TelegramBot, chatId: number, retryAfterMs: number): Promise<void>;
}

export function createSendPacing(redis: Redis, prefix: string, rules: PacingRules = TELEGRAM_PACING): SendPacing {
  const key = (bot: TelegramBot, what: string) => `${prefix}:tg-pace:${bot}:${what}`;
  return {
    async plan(bot, chatId, sendId) {
      return Number(await redis.eval(PLAN, 2, key(bot, `planned:${chatId}`), key(bot, `queue:${chatId}`), chatSpacing(rules, chatId), sendId));
    },
    async reserve(bot, chatId, sendId) {
      const keys = [key(bot, `chat:${chatId}`), key(bot, 'bot'), key(bot, `queue:${chatId}`)];
      const [state, ms, head] = (await redis.eval(RESERVE, 3, ...keys, chatSpacing(rules, chatId), rules.botSpacingMs, sendId)) as [number, number, string?];
      if (state === 0) return { ready: true, waitMs: ms };
      return state === 2 ? { ready: false, retryInMs: ms, behind: head } : { ready: false, retryInMs: ms };
    },
    async settle(bot, chatId, sendId) {
      await redis.zrem(key(bot, `queue:${chatId}`), sendId);
    },
    async pause(bot, chatId, retryAfterMs) {
      await redis.eval(PAUSE, 1, key(bot, `chat:${chatId}`), retryAfterMs);
    },
  };
}
