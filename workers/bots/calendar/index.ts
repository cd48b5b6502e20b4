import { Composer } from 'telegraf';
import type { InlineKeyboardMarkup, Message } from 'telegraf/types';
import { calendarTexts } from '../../../core/domain/calendar/bot-texts.ts';
import { eventIdOfButtons, listIdOfButtons, onCalendarButton, onCalendarReply } from '../../../core/domain/calendar/chat-actions.ts';
import { onCalendarListReply } from '../../../core/domain/calendar/list-reply.ts';
import { receiveCalendarMessage, type IncomingMessage } from '../../../core/domain/calendar/read-flow.ts';
import { receiveVoiceReply } from '../../../core/domain/calendar/voice-reply.ts';
import { currentSubscription } from '../../../core/domain/subscription/find-subscription.ts';
import { canUsePremium } from '../../../core/domain/subscription/status-body.ts';
import type { BotContext } from '../shared/context.ts';
import { withinLimit } from '../shared/usage-limit.ts';

/**
 * The calendar bot's own handlers, between the shared linking and the shared fallbacks
 * (workers/bots/build-bot.ts): its buttons, replies to its messages, and text, voice and photo
 * messages, each recorded as a pending event and read by a job.
 */
export const calendarBot = new Composer<BotContext>();

const callbackDataOf = (markup: InlineKeyboardMarkup | undefined): string[] =>
  (markup?.inline_keyboard ?? []).flat().flatMap((button) => ('callback_data' in button ? [button.callback_data] : []));

type Source = Pick<IncomingMessage, 'source' | 'text' | 'fileId' | 'fileSize'>;

/** What the message gives the calendar: its words, a voice note (or an audio file), a photo (or a picture sent as a file). */
function sourceOf(message: Message): Source | null {
  if ('text' in message) return { source: 'text', text: message.text, fileId: null, fileSize: null };
  const caption = 'caption' in message ? (message.caption ?? null) : null;
  if ('voice' in message) return { source: 'voice', text: caption, fileId: message.voice.file_id, fileSize: message.voice.file_size ?? null };
  if ('audio' in message) return { source: 'voice', text: caption, fileId: message.audio.file_id, fileSize: message.audio.file_size ?? null };
  if ('photo' in message) {
    const largest = message.photo.at(-1);
    return largest ? { source: 'photo', text: caption, fileId: largest.file_id, fileSize: largest.file_size ?? null } : null;
  }
  if ('document' in message && message.document.mime_type?.startsWith('image/')) return { source: 'photo', text: caption, fileId: message.document.file_id, fileSize: message.document.file_size ?? null };
  return null;
}

calendarBot.on('callback_query', async (ctx, next) => {
  const data = 'data' in ctx.callbackQuery ? ctx.callbackQuery.data : undefined;
  if (!data?.startsWith('cal:')) return next();
  const texts = calendarTexts[ctx.locale];
  if (!ctx.link) {
    await ctx.answerCbQuery(ctx.texts.linkFirst).catch(() => undefined);
    return;
  }
  const outcome = await onCalendarButton(ctx.services.calendar, ctx.link.userId, data, ctx.update.update_id);
  // A button come too late (pressed twice, a question already answered or expired, an event
  // removed) is answered with why, never an error.
  await ctx.answerCbQuery(typeof outcome === 'object' ? texts[outcome.gone] : outcome === 'not_understood' ? texts.notUnderstood : undefined).catch(() => undefined);
  // A pressed button is spent, as is a stale one: removing the keyboard keeps it from being pressed again.
  if (outcome !== 'not_understood') await ctx.editMessageReplyMarkup(undefined).catch(() => undefined);
});

calendarBot.on('message', async (ctx, next) => {
  const { message } = ctx;
  if (!ctx.link || ('text' in message && message.text.startsWith('/'))) return next();
  const texts = calendarTexts[ctx.locale];
  const flow = ctx.services.calendar;
  const userId = ctx.link.userId;
  // Each message (and each reply to a question of the bot's) is read by the model.
  if (!(await withinLimit(ctx, 'calendarBotMessage', userId, 'messages'))) return;
  // A reply to a message about an event (or a list of them) changes it; a voice reply is transcribed first, by a job.
  const replyTo = 'reply_to_message' in message ? message.reply_to_message : undefined;
  const replyButtons = replyTo ? callbackDataOf('reply_markup' in replyTo ? replyTo.reply_markup : undefined) : [];
  const eventId = eventIdOfButtons(replyButtons);
  const listId = eventId ? null : listIdOfButtons(replyButtons);
  if ((eventId || listId) && 'text' in message) {
    const outcome = eventId ? await onCalendarReply(flow, userId, eventId, message.text, ctx.update.update_id) : await onCalendarListReply(flow, userId, listId!, message.text, ctx.update.update_id);
    if (typeof outcome === 'object') await ctx.say(texts[outcome.gone]);
    if (outcome === 'not_understood') await ctx.say(texts.notUnderstood);
    return;
  }
  const source = sourceOf(message);
  if (!source) return next();
  if (!canUsePremium(await currentSubscription(userId), new Date(), flow.calendar.premiumGraceMs)) return ctx.say(texts.noPremium);
  if ((eventId || listId) && source.source === 'voice' && source.fileId) {
    const target = eventId ? { target: 'event' as const, targetId: eventId } : { target: 'list' as const, targetId: listId! };
    return receiveVoiceReply(flow, { userId, chatId: message.chat.id, updateId: ctx.update.update_id, fileId: source.fileId, ...target });
  }
  const received = await receiveCalendarMessage(flow, { userId, updateId: ctx.update.update_id, chatId: message.chat.id, messageId: message.message_id, ...source });
  if (received === 'not_connected') return ctx.say(texts.notConnected);
  if (received === 'revoked') return ctx.say(texts.reconnect(null));
});
