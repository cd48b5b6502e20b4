import { analyticsBotTexts } from '../../../core/domain/analytics/bot-texts.ts';
import { recordFeedback } from '../../../core/domain/analytics/feedback.ts';
import { FEEDBACK_PREFIX, parseFeedbackData } from '../../../core/domain/analytics/feedback-buttons.ts';
import type { BotContext } from '../shared/context.ts';

/**
 * 👍/👎 under an alert: recorded against the insight (only the chat owner's own), answered in the
 * button's toast, and the keyboard is left so a changed mind can press the other one.
 */
export async function onFeedbackButton(ctx: BotContext, next: () => Promise<void>): Promise<void> {
  const data = ctx.callbackQuery && 'data' in ctx.callbackQuery ? ctx.callbackQuery.data : undefined;
  if (!data?.startsWith(FEEDBACK_PREFIX)) return next();
  if (!ctx.link) return next();
  const t = analyticsBotTexts[ctx.locale];
  const parsed = parseFeedbackData(data);
  const recorded = parsed ? await recordFeedback(ctx.link.userId, parsed.insightId, parsed.vote, new Date()) : null;
  if (!parsed || !recorded) {
    await ctx.answerCbQuery(t.feedbackGone).catch(() => undefined);
    ctx.skip('feedback on an alert that is gone');
    return;
  }
  await ctx.answerCbQuery(t.thanks[parsed.vote]).catch(() => undefined);
}
