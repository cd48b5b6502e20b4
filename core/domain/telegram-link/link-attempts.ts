import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { TelegramBot } from '../../../contracts/telegram.ts';

/** Wrong codes a chat may send before it must wait: enough for typos, too few to guess 6 digits. */
export const WRONG_CODES_PER_WINDOW = 5;
export const WRONG_CODE_WINDOW_SECONDS = 600;

/** Counts a chat's wrong codes, so nobody can try codes until one links their chat to a stranger's account. */
export interface LinkAttempts {
  /** Seconds the chat must wait before its next try, or 0. */
  waitSeconds(bot: TelegramBot, chatId: number): Promise<number>;
  /** A code that matched nothing. */
  wrong(bot: TelegramBot, chatId: number): Promise<void>;
}

export function createLinkAttempts(redis: Redis, prefix: string): LinkAttempts {
  const limiter = new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}:telegram-link-attempts`, points: WRONG_CODES_PER_WINDOW, duration: WRONG_CODE_WINDOW_SECONDS });
  const key = (bot: TelegramBot, chatId: number) => `${bot}:${chatId}`;
  return {
    async waitSeconds(bot, chatId) {
      const state = await limiter.get(key(bot, chatId));
      return state && state.consumedPoints >= WRONG_CODES_PER_WINDOW ? Math.max(1, Math.ceil(state.msBeforeNext / 1000)) : 0;
    },
    async wrong(bot, chatId) {
      try {
        await limiter.consume(key(bot, chatId));
      } catch (refusal) {
        // Over the limit already: waitSeconds() says so next time. Anything else is Redis failing.
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
      }
    },
  };
}
