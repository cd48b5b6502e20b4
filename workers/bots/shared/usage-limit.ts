import type { LimitName } from '../../../core/limits/numbers.ts';
import type { BotContext } from './context.ts';
import type { BotLocale } from './texts.ts';

/** What was refused, which words the chat hears. */
export type LimitedKind = 'messages' | 'questions' | 'submissions';

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** The sentence a chat hears past a limit, in the bots' two languages. */
export const usageLimitTexts: Record<BotLocale, Record<LimitedKind, (seconds: number) => string>> = {
  en: {
    messages: (s) => `You are sending me messages faster than I can read them. Please wait ${minutes(s)} min, then send this one again.`,
    questions: (s) => `You have asked many questions in a short time. Please wait ${minutes(s)} min before the next one.`,
    submissions: (s) => `You have submitted many answers in a short time. Your answer is kept: please wait ${minutes(s)} min, then submit it again.`,
  },
  ru: {
    messages: (s) => `Вы присылаете сообщения быстрее, чем я успеваю их читать. Подождите ${minutes(s)} мин и отправьте это сообщение снова.`,
    questions: (s) => `Вы задали много вопросов за короткое время. Подождите ${minutes(s)} мин перед следующим.`,
    submissions: (s) => `Вы отправили много ответов за короткое время. Ваш ответ сохранён: подождите ${minutes(s)} мин и отправьте его снова.`,
  },
};

/**
 * Counts one costly message of `key` against the limit `name` (core/limits/numbers.ts). Past
 * it the chat hears a plain sentence and the update ends as skipped: it is acknowledged, not
 * retried, and nothing costly runs. True when the message may go on.
 */
export async function withinLimit(ctx: BotContext, name: LimitName, key: string, kind: LimitedKind): Promise<boolean> {
  const answer = await ctx.services.limits.take(name, key);
  if (answer.allowed) return true;
  ctx.skip(`rate limited: ${name}`);
  await ctx.say(usageLimitTexts[ctx.locale][kind](answer.retryAfterSeconds));
  return false;
}
