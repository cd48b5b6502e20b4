import { Composer } from 'telegraf';
import { message } from 'telegraf/filters';
import { browserLinkCodePattern, normalizeLinkCode, serverLinkCodePattern } from '../../../contracts/telegram.ts';
import { findDraft } from '../../../core/domain/homework/bot-draft.ts';
import { joinCohort, studentCodeIn } from '../../../core/domain/homework/join-cohort.ts';
import { isTelegramStudent } from '../../../core/domain/homework/telegram-student.ts';
import type { BotContext } from '../shared/context.ts';
import { homeworkTexts, howToJoin, onStudentMessage, showAssignments, showCohortAssignments } from './student.ts';

type Next = () => Promise<void>;

const looksLikeLinkCode = (text: string) => {
  const code = normalizeLinkCode(text);
  return serverLinkCodePattern.test(code) || browserLinkCodePattern.test(code);
};

/** A student's code, from /start CODE or typed: joins the cohort, or hands the code on to linking. */
async function join(ctx: BotContext, code: string, typed: boolean, next: Next): Promise<void> {
  const from = ctx.from;
  if (!from) return ctx.skip('a code without a sender');
  const t = homeworkTexts(ctx);
  const result = await joinCohort({ code, telegramUserId: from.id, locale: ctx.locale, userId: ctx.link?.userId ?? null });
  switch (result.status) {
    case 'joined':
    case 'already_joined': {
      const { courseName, cohortName } = result.cohort;
      await ctx.say(`${result.status === 'joined' ? t.joined(courseName, cohortName) : t.alreadyJoined(courseName, cohortName)}\n\n${t.howToSubmit}`);
      return showCohortAssignments(ctx, result.cohort);
    }
    case 'used':
      return ctx.say(t.codeUsed);
    case 'in_cohort_already':
      return ctx.say(t.alreadyInCohort(result.cohort.courseName, result.cohort.cohortName));
    case 'unknown':
      // No student has it. Typed into an answer under way, it is part of the answer (a word of
      // six letters, six digits); else six digits may be an account link code: linking decides.
      if (typed && (await findDraft(from.id))) return onStudentMessage(ctx, next);
      if (looksLikeLinkCode(code)) return next();
      if (typed && (ctx.link || (await isTelegramStudent(from.id)))) return next();
      return ctx.say(t.unknownCode);
  }
}

/**
 * The homework bot's handlers that run before the shared linking (workers/bots/build-bot.ts): a
 * student's 6-character code must be tried before linking reads six digits as an account link
 * code. /start without a code greets a student with their assignments and tells anyone else how
 * to join; a linked chat that is no student's gets linking's own greeting.
 */
export const homeworkBeforeLinking = new Composer<BotContext>();

homeworkBeforeLinking.start(async (ctx, next) => {
  const payload = ctx.payload.trim();
  if (payload) {
    const code = studentCodeIn(payload);
    return code ? join(ctx, code, false, next) : next();
  }
  const { profile } = ctx.services;
  const welcome = ctx.texts.welcome(profile.name[ctx.locale], profile.about[ctx.locale]);
  if (await isTelegramStudent(ctx.from.id)) {
    await ctx.say(`${welcome}\n\n${homeworkTexts(ctx).howToSubmit}`);
    return showAssignments(ctx, ctx.from.id);
  }
  if (!ctx.link) return ctx.say(`${welcome}\n\n${howToJoin(ctx)}`);
  return next();
});

homeworkBeforeLinking.on(message('text'), async (ctx, next) => {
  const text = ctx.message.text.trim();
  if (text.startsWith('/')) return next();
  const code = studentCodeIn(text);
  return code ? join(ctx, code, true, next) : next();
});
