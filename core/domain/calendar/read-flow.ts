import { CalendarEvent } from '../../../db/index.ts';
import { calendarRead } from '../../queues/jobs/calendar-read.ts';
import { calendarWrite } from '../../queues/jobs/calendar-write.ts';
import { calendarTexts, spellDays, spellRange, type FailureCode } from './bot-texts.ts';
import { dateOrderOf } from './date-order-setting.ts';
import type { Extraction } from './extraction-schema.ts';
import { chatOf, connectionOf, type CalendarFlowDeps, type EventChat } from './flow-deps.ts';
import { askAbout, failEvent, resolutionFields } from './questions.ts';
import { extractEvents, ReadError, transcribe } from './read-message.ts';
import { resolveWhen, type Resolution } from './resolve-when.ts';

/** An event the model names with less confidence than this is not one the user asked for. */
const MIN_CONFIDENCE = 0.5;
const BOT_API_FILE_LIMIT = 20 * 1024 * 1024;

export interface IncomingMessage {
  userId: string;
  updateId: number;
  chatId: number;
  messageId: number;
  source: 'text' | 'voice' | 'photo';
  text: string | null;
  fileId: string | null;
  fileSize: number | null;
}

/**
 * A message to the calendar bot from a linked user: recorded as a pending event (once per
 * update) and queued for reading. The answer comes from the job.
 */
export async function receiveCalendarMessage(deps: CalendarFlowDeps, message: IncomingMessage): Promise<'queued' | 'not_connected' | 'revoked'> {
  const connection = await connectionOf(message.userId);
  if (!connection) return 'not_connected';
  if (connection.state !== 'connected') return 'revoked';
  const row = {
    userId: message.userId,
    bot: 'calendar',
    updateId: message.updateId,
    position: 0,
    chatId: message.chatId,
    messageId: message.messageId,
    source: message.source,
    fileId: message.fileId,
    inputText: message.text,
    timeZone: connection.timeZone,
  };
  await CalendarEvent.query().insert(row).onConflict(['bot', 'update_id', 'position']).ignore();
  const stored = await CalendarEvent.query().where({ bot: 'calendar', update_id: message.updateId, position: 0 }).first();
  if (stored) await deps.jobs.enqueue(calendarRead, { eventId: stored.id });
  return 'queued';
}

export async function download(deps: CalendarFlowDeps, fileId: string): Promise<{ bytes: Buffer; path: string }> {
  if (!deps.client) throw new Error('The calendar bot is not configured here');
  const file = await deps.client.getFile(fileId);
  if (!file.file_path || (file.file_size ?? 0) > BOT_API_FILE_LIMIT) throw new ReadError('audio_rejected');
  const response = await fetch(await deps.client.getFileLink(file), { signal: AbortSignal.timeout(60_000) });
  if (!response.ok) throw new Error(`Telegram file download failed: HTTP ${response.status}`);
  return { bytes: Buffer.from(await response.arrayBuffer()), path: file.file_path };
}

const mimeOf = (path: string) => (/\.png$/i.test(path) ? 'image/png' : /\.webp$/i.test(path) ? 'image/webp' : 'image/jpeg');

/** The words of the message, and the photo for the model to look at. */
async function contentOf(deps: CalendarFlowDeps, row: CalendarEvent): Promise<{ text?: string; image?: { bytes: Buffer; mimeType: string } }> {
  if (row.source === 'voice') {
    if (row.transcribedText !== null) return { text: row.transcribedText };
    const audio = await download(deps, row.fileId ?? '');
    const transcript = await transcribe(deps.calendar, row.userId, audio.bytes, audio.path.split('/').at(-1) ?? 'voice.ogg');
    await CalendarEvent.query().findById(row.id).patch({ transcribedText: transcript, updatedAt: new Date() });
    return { text: transcript };
  }
  if (row.source === 'photo') {
    const photo = await download(deps, row.fileId ?? '');
    return { ...(row.inputText ? { text: row.inputText } : {}), image: { bytes: photo.bytes, mimeType: mimeOf(photo.path) } };
  }
  return { text: row.inputText ?? '' };
}

/** How the bot spells a resolved event: its time range, or its days. */
export function spellResolution(resolution: Resolution, zone: string, chat: EventChat): string {
  if (resolution.kind === 'timed') return spellRange(resolution.start, resolution.end, zone, chat.locale);
  if (resolution.kind === 'all-day') return spellDays(resolution.startDate, resolution.endDate, chat.locale);
  return '';
}

/**
 * Reads a pending message: its words (transcribed or seen), what the model finds in them, their
 * times in the user's zone; then one event is written (or asked about) and several are shown as
 * one list to confirm. Runs again after a crash without asking the model twice.
 */
export async function readCalendarMessage(deps: CalendarFlowDeps, eventId: string): Promise<void> {
  const row = await CalendarEvent.query().findById(eventId);
  // Done with, or waiting for the user: nothing to read. A row with an extraction but no question
  // yet crashed after the model answered: it is planned again from what the model said.
  if (!row || row.status !== 'pending' || row.waitingFor !== null || row.googleEventId !== null) return;
  const chat = await chatOf(deps, row.userId, row.chatId);
  const connection = await connectionOf(row.userId);
  if (!connection || connection.state !== 'connected') {
    await CalendarEvent.query().findById(row.id).patch({ waitingFor: 'reconnect', updatedAt: new Date() });
    return chat.say(`cal-${row.id}-reconnect`, { text: chat.texts.reconnect(null) });
  }
  let extraction = row.extraction as Extraction | null;
  try {
    extraction ??= await extractEvents(deps.calendar, row.userId, await contentOf(deps, row), connection.timeZone);
  } catch (err) {
    if (!(err instanceof ReadError) || err.reason === 'busy') throw err;
    const code: FailureCode = err.reason === 'audio_rejected' ? 'audio_rejected' : 'no_openai';
    return failEvent(chat, row, code, err.reason === 'audio_rejected' ? chat.texts.audioRejected : chat.texts.cannotRead);
  }
  const wanted = extraction.events.filter((e) => e.confidence >= MIN_CONFIDENCE);
  if (wanted.length === 0) {
    await CalendarEvent.query().findById(row.id).patch({ extraction: extraction, updatedAt: new Date() });
    const named = extraction.events[0];
    if (named && !named.when) {
      await CalendarEvent.query().findById(row.id).patch({ eventTitle: named.title.slice(0, 256) });
      return failEvent(chat, row, 'no_date', chat.texts.noDate(named.title));
    }
    return failEvent(chat, row, row.source === 'photo' ? 'unreadable_photo' : 'no_event', row.source === 'photo' ? chat.texts.unreadablePhoto : chat.texts.noEvent);
  }

  const zone = connection.timeZone;
  const now = deps.calendar.now();
  // The user's own order for "03/12" (settings) wins over the message's language and their zone.
  const dateOrder = await dateOrderOf(row.userId);
  const resolved = wanted.map((event) => ({ event, resolution: resolveWhen({ when: event.when, end: event.end, allDay: event.allDay }, zone, now, { dateOrder }) }));
  const rows = await CalendarEvent.transaction(async (trx) => {
    const out: CalendarEvent[] = [];
    for (const [position, { event, resolution }] of resolved.entries()) {
      const fields = {
        eventTitle: event.title.slice(0, 256) || 'Event',
        whenText: event.when,
        endText: event.end,
        location: event.location?.slice(0, 512) ?? null,
        description: event.description,
        timeZone: zone,
        ...resolutionFields(resolution),
        updatedAt: new Date(),
      };
      if (position === 0) {
        out.push(await CalendarEvent.query(trx).patchAndFetchById(row.id, { ...fields, extraction: extraction }));
      } else {
        const copy = { userId: row.userId, bot: row.bot, updateId: row.updateId, position, chatId: row.chatId, messageId: row.messageId, source: row.source, fileId: row.fileId, inputText: row.inputText, transcribedText: row.transcribedText };
        await CalendarEvent.query(trx).insert({ ...copy, ...fields }).onConflict(['bot', 'update_id', 'position']).ignore();
        const stored = await CalendarEvent.query(trx).where({ bot: row.bot, update_id: row.updateId, position }).first();
        if (stored) out.push(stored);
      }
    }
    return out;
  });

  if (rows.length === 1) {
    const [only] = rows;
    const resolution = resolved[0]!.resolution;
    if (resolution.kind === 'unclear') return askAbout(chat, only!, resolution.reason, `cal-${only!.id}-ask`);
    await deps.jobs.enqueue(calendarWrite, { eventId: only!.id, action: 'insert', key: 'first' });
    return;
  }
  return offerList(chat, rows, resolved.map((r) => r.resolution), zone);
}

/** Several events: one list to confirm before any is written; the unclear ones are left out and say why. */
async function offerList(chat: EventChat, rows: CalendarEvent[], resolutions: Resolution[], zone: string): Promise<void> {
  const lines: string[] = [];
  const skipped: string[] = [];
  for (const [index, row] of rows.entries()) {
    const resolution = resolutions[index]!;
    const title = row.eventTitle ?? 'Event';
    if (resolution.kind === 'unclear') skipped.push(chat.texts.skippedLine(title, chat.texts.why[resolution.reason.code]));
    else lines.push(`<b>${title.replace(/[<>&]/g, '')}</b> — ${spellResolution(resolution, zone, chat)}`);
  }
  const head = rows[0]!;
  if (lines.length === 0) return failEvent(chat, head, 'no_date', chat.texts.noEvent);
  await chat.say(`cal-${head.id}-list`, {
    text: chat.texts.list(lines, skipped),
    buttons: [[{ text: chat.texts.buttons.addAll(lines.length), callback_data: `cal:g:${head.id}` }, { text: chat.texts.buttons.cancel, callback_data: `cal:gx:${head.id}` }]],
  });
  for (const [index, row] of rows.entries()) {
    const resolution = resolutions[index]!;
    const patch =
      resolution.kind === 'unclear'
        ? { status: 'failed', failureReason: calendarTexts.en.failure[resolution.reason.code === 'past' ? 'past' : 'no_date'], updatedAt: new Date() }
        : { waitingFor: 'confirmation', updatedAt: new Date() };
    await CalendarEvent.query().findById(row.id).patch(patch);
  }
}

/** After the user connects again: every event that waited for it is written now. */
export async function resumeAfterReconnect(deps: Pick<CalendarFlowDeps, 'jobs'>, userId: string): Promise<number> {
  const waiting = await CalendarEvent.query().where({ user_id: userId, status: 'pending', waiting_for: 'reconnect' });
  for (const row of waiting) {
    await CalendarEvent.query().findById(row.id).patch({ waitingFor: null, updatedAt: new Date() });
    if (row.extraction === null) await deps.jobs.enqueue(calendarRead, { eventId: row.id, round: Date.now() });
    else await deps.jobs.enqueue(calendarWrite, { eventId: row.id, action: 'insert', key: `resume-${Date.now()}` });
  }
  return waiting.length;
}

/** The last attempt to read failed (OpenAI or Telegram kept failing): the user is told, the event is kept as failed. */
export async function giveUpReading(deps: CalendarFlowDeps, eventId: string): Promise<void> {
  const row = await CalendarEvent.query().findById(eventId);
  if (!row || row.status !== 'pending') return;
  const chat = await chatOf(deps, row.userId, row.chatId);
  await failEvent(chat, row, 'no_openai', chat.texts.cannotRead);
}
