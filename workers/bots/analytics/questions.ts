import { createHash } from 'node:crypto';
import { Composer } from 'telegraf';
import type { Message } from 'telegraf/types';
import { ANALYTICS_LIMITS } from '../../../contracts/analytics.ts';
import { questionBotTexts } from '../../../core/domain/analytics/question/bot-answer.ts';
import { hasAnalyticsKeys, startQuery } from '../../../core/domain/analytics/question/start-query.ts';
import { ReadError, transcribe } from '../../../core/domain/calendar/read-message.ts';
import type { BotContext } from '../shared/context.ts';
import { withinLimit } from '../shared/usage-limit.ts';
import { BOT_API_FILE_LIMIT_MB, fetchTelegramFile } from '../shared/files.ts';

/**
 * A question's row id from the update that asked it (a UUID made of its hash), so the update
 * handled twice records one question and queues one job.
 */
export function queryIdOfUpdate(updateId: number): string {
  const hex = createHash('sha256').update(`analytics-bot:${updateId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A voice note or an audio file of the message. */
function voiceOf(message: Message): { fileId: string; size: number | undefined } | null {
  if ('voice' in message) return { fileId: message.voice.file_id, size: message.voice.file_size };
  if ('audio' in message) return { fileId: message.audio.file_id, size: message.audio.file_size };
  return null;
}

/** The words of a voice question, transcribed as the calendar bot does; null with the reason told to the chat. */
async function heard(ctx: BotContext, userId: string, voice: { fileId: string; size: number | undefined }): Promise<string | null> {
  const t = questionBotTexts[ctx.locale];
  const client = ctx.services.telegram.clients.analytics;
  if (!client) throw new Error('No client for the analytics bot');
  const file = await fetchTelegramFile(client, voice.fileId, voice.size);
  if (!file.ok) {
    await ctx.say(ctx.texts.fileTooBig(BOT_API_FILE_LIMIT_MB));
    return null;
  }
  try {
    const text = await transcribe(ctx.services.analyticsQuestions.speech, userId, file.bytes, file.path.split('/').at(-1) ?? 'voice.ogg');
    if (text) return text;
    await ctx.say(t.voiceUnreadable);
  } catch (err) {
    // A busy model: the update is handled again later (its answers keep their keys).
    if (!(err instanceof ReadError) || err.reason === 'busy') throw err;
    await ctx.say(err.reason === 'audio_rejected' ? t.voiceUnreadable : t.voiceUnavailable);
  }
  return null;
}

/**
 * Questions to the analytics bot from a linked chat, in text (not a command) or voice: recorded
 * with the chat's id and answered by the analytics-query job, which sends the answer here. The
 * chat hears at once that the question is being looked into.
 */
export const analyticsQuestions = new Composer<BotContext>();

analyticsQuestions.on('message', async (ctx, next) => {
  const { message } = ctx;
  if (!ctx.link || ('text' in message && message.text.startsWith('/'))) return next();
  const voice = voiceOf(message);
  if (!('text' in message) && !voice) return next();
  const userId = ctx.link.userId;
  const t = questionBotTexts[ctx.locale];
  const tools = ctx.services.analyticsQuestions;
  if (!(await hasAnalyticsKeys(userId))) return ctx.say(t.noKeys);
  // Counted with the console's questions, before a voice note is transcribed.
  if (!(await withinLimit(ctx, 'analyticsQuestion', userId, 'questions'))) return;
  const words = 'text' in message ? message.text : voice ? await heard(ctx, userId, voice) : null;
  const question = words?.trim().slice(0, ANALYTICS_LIMITS.questionMax);
  if (!question) return;
  await ctx.say(t.lookingIntoIt);
  await startQuery(tools.jobs, { id: queryIdOfUpdate(ctx.update.update_id), repeatable: true, userId, question, channel: 'bot', chatId: message.chat.id });
});
