import { Composer } from 'telegraf';
import type { BotContext } from '../shared/context.ts';
import { HOMEWORK_CALLBACK_PREFIX, parseCallbackData } from './buttons.ts';
import { homeworkTexts, onAssignmentChosen, onAssignmentsCommand, onCancel, onCohortChosen, onStudentMessage, onSubmit } from './student.ts';

export { homeworkBeforeLinking } from './joining.ts';

/**
 * The homework bot's own handlers, between the shared linking and the shared fallbacks
 * (workers/bots/build-bot.ts); joining a cohort with a student code runs before linking
 * (joining.ts). A student lists the open assignments (/assignments), picks one, sends the answer
 * in any number of messages, then submits it (/submit or the button) or cancels it.
 */
export const homeworkBot = new Composer<BotContext>();

homeworkBot.command('assignments', (ctx) => onAssignmentsCommand(ctx));
homeworkBot.command('submit', async (ctx) => {
  await onSubmit(ctx, ctx.from.id);
});
homeworkBot.command('cancel', async (ctx) => {
  await onCancel(ctx, ctx.from.id);
});

homeworkBot.on('callback_query', async (ctx, next) => {
  const data = 'data' in ctx.callbackQuery ? ctx.callbackQuery.data : undefined;
  if (!data?.startsWith(HOMEWORK_CALLBACK_PREFIX)) return next();
  const button = parseCallbackData(data);
  const telegramUserId = ctx.from.id;
  if (!button) {
    await ctx.answerCbQuery(homeworkTexts(ctx).staleButton).catch(() => undefined);
    return;
  }
  await ctx.answerCbQuery().catch(() => undefined);
  let outcome: 'done' | 'gone' | 'nothing';
  switch (button.kind) {
    case 'cohort':
      outcome = await onCohortChosen(ctx, telegramUserId, button.cohortStudentId);
      break;
    case 'assignment':
      outcome = await onAssignmentChosen(ctx, telegramUserId, button.cohortStudentId, button.assignmentId);
      break;
    case 'submit':
      outcome = await onSubmit(ctx, telegramUserId);
      break;
    case 'cancel':
      outcome = await onCancel(ctx, telegramUserId);
      break;
  }
  // Submit and Cancel are spent once pressed (as is a button whose assignment is gone): removing
  // the keyboard keeps them from being pressed twice. A list stays, to choose again from it.
  if (button.kind === 'submit' || button.kind === 'cancel' || outcome === 'gone') await ctx.editMessageReplyMarkup(undefined).catch(() => undefined);
});

homeworkBot.on('message', async (ctx, next) => {
  if ('text' in ctx.message && ctx.message.text.startsWith('/')) return next();
  return onStudentMessage(ctx, next);
});
