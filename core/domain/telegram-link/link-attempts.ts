import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { TelegramBot } from '../../../contracts/telegram.ts';
import { LINK_LIMITS, type CodeTryRules, type LinkRule } from './link-limits.ts';

/** The codes people type into the bots: account link codes, and the homework bot's cohort join codes. */
export type CodeKind = 'link' | 'join';

/** Who sent a code: the chat, and the Telegram account behind it. */
export interface CodeSender {
  bot: TelegramBot;
  chatId: number;
  telegramUserId: number;
}

/**
 * Whether a code may be checked now. 'sender': this chat or account sent too many wrong codes;
 * 'bot': everybody together did (the bot is being guessed at).
 */
export type TryVerdict = { allowed: true } | { allowed: false; retryInSeconds: number; scope: 'sender' | 'bot' };

/**
 * Counts wrong codes per chat, per Telegram account and per bot, so nobody can try codes until
 * one links their chat to a stranger's account or puts them in a stranger's cohort.
 */
export interface LinkAttempts {
  check(kind: CodeKind, sender: CodeSender): Promise<TryVerdict>;
  /** A code that linked or joined nothing. */
  wrong(kind: CodeKind, sender: CodeSender): Promise<void>;
}

const waitOf = (state: RateLimiterRes | null) => Math.max(1, Math.ceil((state?.msBeforeNext ?? 1000) / 1000));

export function createLinkAttempts(redis: Redis, prefix: string, rules: Record<CodeKind, CodeTryRules> = { link: LINK_LIMITS.linkTries, join: LINK_LIMITS.joinTries }): LinkAttempts {
  const limiter = (kind: CodeKind, scope: string, rule: LinkRule) =>
    new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}:telegram-code-tries:${kind}:${scope}`, points: rule.points, duration: rule.duration });
  const limiters = (kind: CodeKind) => ({ chat: limiter(kind, 'chat', rules[kind].chat), user: limiter(kind, 'user', rules[kind].telegramUser), bot: limiter(kind, 'bot', rules[kind].bot) });
  const byKind = { link: limiters('link'), join: limiters('join') };
  const keys = (sender: CodeSender) => ({ chat: `${sender.bot}:${sender.chatId}`, user: `${sender.bot}:${sender.telegramUserId}`, bot: sender.bot });

  return {
    async check(kind, sender) {
      const { chat, user, bot } = byKind[kind];
      const key = keys(sender);
      const [chatState, userState, botState] = await Promise.all([chat.get(key.chat), user.get(key.user), bot.get(key.bot)]);
      const used = (state: RateLimiterRes | null) => state?.consumedPoints ?? 0;
      const rule = rules[kind];
      if (used(chatState) >= rule.chat.points) return { allowed: false, retryInSeconds: waitOf(chatState), scope: 'sender' };
      if (used(userState) >= rule.telegramUser.points) return { allowed: false, retryInSeconds: waitOf(userState), scope: 'sender' };
      if (used(botState) >= rule.bot.points) {
        const erred = used(chatState) > 0 || used(userState) > 0;
        if (rule.whenBotSpent === 'everyone' || erred) return { allowed: false, retryInSeconds: waitOf(botState), scope: 'bot' };
      }
      return { allowed: true };
    },
    async wrong(kind, sender) {
      const { chat, user, bot } = byKind[kind];
      const key = keys(sender);
      const count = async (scope: RateLimiterRedis, k: string) => {
        try {
          await scope.consume(k);
        } catch (refusal) {
          // Over the limit already: check() says so next time. Anything else is Redis failing.
          if (!(refusal instanceof RateLimiterRes)) throw refusal;
        }
      };
      await Promise.all([count(chat, key.chat), count(user, key.user), count(bot, key.bot)]);
    },
  };
}
