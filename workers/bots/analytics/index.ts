import { Composer } from 'telegraf';
import type { BotContext } from '../shared/context.ts';
import { withinLimit } from '../shared/usage-limit.ts';
import { onAnalyticsCommand, onAnomaliesCommand, onInsightsCommand, onStatusCommand } from './commands.ts';
import { onFeedbackButton } from './feedback.ts';
import { analyticsQuestions } from './questions.ts';

/**
 * The analytics bot's own handlers, between the shared linking and the shared fallbacks
 * (workers/bots/build-bot.ts): /analytics, /anomalies, /insights, /status, the 👍/👎 under its
 * alerts, and questions in text or voice (questions.ts). An unlinked chat falls through to the
 * fallbacks, which say how to link it.
 */
export const analyticsBot = new Composer<BotContext>();

// Every message of a linked chat counts, commands included; an unlinked one goes on to the fallbacks.
analyticsBot.on('message', async (ctx, next) => {
  if (ctx.link && !(await withinLimit(ctx, 'analyticsBotMessage', ctx.link.userId, 'messages'))) return;
  return next();
});

const linked = (handler: (ctx: BotContext, userId: string) => Promise<void>) => async (ctx: BotContext, next: () => Promise<void>) => (ctx.link ? handler(ctx, ctx.link.userId) : next());

analyticsBot.command('analytics', linked(onAnalyticsCommand));
analyticsBot.command('anomalies', linked(onAnomaliesCommand));
analyticsBot.command('insights', linked(onInsightsCommand));
analyticsBot.command('status', linked(onStatusCommand));
analyticsBot.on('callback_query', onFeedbackButton);
analyticsBot.use(analyticsQuestions);
