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

/**
 * A student's code, from /start CODE or typed: joins the cohort, or hands the code on to linking.
 * Codes that join nothing (unknown, or activated by another Telegram account) count as wrong
 * tries per chat, per Telegram account and per bot (LINK_LIMITS.joinTries); past them the code
 * is not looked up at all.
 */
async function join(ctx: BotContext, code: string, typed: boolean, next: Next): Promise<void> {
  const from = ctx.from;
  const chat = ctx.chat;
  if (!from || !chat) return ctx.skip('a code without a sender');
  const t = homeworkTexts(ctx);
  const attempts = ctx.services.telegram.linkAttempts;
  const sender = { bot: ctx.services.bot, chatId: chat.id, telegramUserId: from.id };
  const verdict = await attempts.check('join', sender);
  if (!verdict.allowed) {
    // Six characters typed by a student or a linked user may be a word of an answer or a link
    // code: those go on unread as a code; anyone else hears why their code was not read.
    if (typed && (await findDraft(from.id))) return onStudentMessage(ctx, next);
    if (looksLikeLinkCode(code) && !ctx.link) return next();
    if (typed && (ctx.link || (await isTelegramStudent(from.id)))) return next();
    return ctx.say(ctx.texts.tooManyAttempts(verdict.retryInSeconds));
  }
  const result = await joinCohort({ code, telegramUserId: from.id, locale: ctx.locale, userId: ctx.link?.userId ?? null });
  switch (result.status) {
    case 'joined':
    case 'already_joined': {
      const { courseName, cohortName } = result.cohort;
      await ctx.say(`${result.status === 'joined' ? t.joined(courseName, cohortName) : t.alreadyJoined(courseName, cohortName)}\n\n${t.howToSubmit}`);
      return showCohortAssignments(ctx, result.cohort);
    }
    case 'used':
      await attempts.wrong('join', sender);
      return ctx.say(t.codeUsed);
    case 'in_cohort_already':
      return ctx.say(t.alreadyInCohort(result.cohort.courseName, result.cohort.cohortName));
    case 'unknown':
      // No student has it. Typed into an answer under way, it is part of the answer (a word of
      // six letters, six digits); else six digits may be an account link code: linking decides
      // (and counts it, if it links nothing either).
      if (typed && (await findDraft(from.id))) return onStudentMessage(ctx, next);
      if (looksLikeLinkCode(code) && !ctx.link) return next();
      await attempts.wrong('join', sender);
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
