import { CalendarEvent } from '../../../db/index.ts';
import { calendarWrite } from '../../queues/jobs/calendar-write.ts';
import { chatOf, connectionOf, type CalendarFlowDeps } from './flow-deps.ts';
import { askAbout, type Question } from './questions.ts';
import { resolveChange, resolveWhen } from './resolve-when.ts';

/** The buttons' data: `cal:<op>:<event id>[:<choice>]`, at most 64 bytes as Telegram allows. */
const CALLBACK = /^cal:(u|a|x|t|g|gx|gu):([0-9a-f-]{36})(?::([01]))?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type ActionOutcome = 'done' | 'gone' | 'not_understood';

/** The user's own event: a button or a reply naming someone else's (or a removed one) is "gone". */
async function ownEvent(userId: string, id: string): Promise<CalendarEvent | null> {
  if (!UUID.test(id)) return null;
  return (await CalendarEvent.query().where({ id, user_id: userId }).first()) ?? null;
}

/** A button under one of the bot's messages: undo, add anyway, cancel, am/pm, the list's add all / cancel / undo all. */
export async function onCalendarButton(deps: CalendarFlowDeps, userId: string, data: string, updateId: number): Promise<ActionOutcome> {
  const match = CALLBACK.exec(data);
  if (!match) return 'not_understood';
  const [, op, id, choice] = match as unknown as [string, string, string, string | undefined];
  const row = await ownEvent(userId, id);
  if (!row) return 'gone';
  const key = `u${updateId}`;
  switch (op) {
    case 'u':
      await deps.jobs.enqueue(calendarWrite, { eventId: row.id, action: 'delete', key });
      return 'done';
    case 'gu':
      await deps.jobs.enqueue(calendarWrite, { eventId: row.id, action: 'delete-group', key });
      return 'done';
    case 'g':
      await deps.jobs.enqueue(calendarWrite, { eventId: row.id, action: 'insert-group', key });
      return 'done';
    case 'a':
      if (row.status !== 'pending') return 'gone';
      await CalendarEvent.query().findById(row.id).patch({ waitingFor: null, updatedAt: new Date() });
      await deps.jobs.enqueue(calendarWrite, { eventId: row.id, action: 'insert-anyway', key });
      return 'done';
    case 't': {
      const option = (row.question as Question | null)?.options?.[Number(choice)];
      if (row.status !== 'pending' || !option) return 'gone';
      await CalendarEvent.query().findById(row.id).patch({ waitingFor: null, updatedAt: new Date() });
      await deps.jobs.enqueue(calendarWrite, { eventId: row.id, action: 'insert', key, change: option });
      return 'done';
    }
    case 'x':
    case 'gx': {
      const rows = op === 'x' ? [row] : await CalendarEvent.query().where({ bot: row.bot, update_id: row.updateId, user_id: userId });
      const pending = rows.filter((r) => r.status === 'pending');
      if (pending.length === 0) return 'gone';
      await CalendarEvent.query().whereIn('id', pending.map((r) => r.id)).patch({ status: 'cancelled', waitingFor: null, updatedAt: new Date() });
      const chat = await chatOf(deps, userId, row.chatId);
      await chat.say(`cal-${row.id}-dropped-${key}`, { text: chat.texts.dropped });
      return 'done';
    }
    default:
      return 'not_understood';
  }
}

/** The event a bot message is about, from the buttons it carries (Telegram repeats them in reply_to_message). */
export function eventIdOfButtons(callbackData: readonly string[]): string | null {
  for (const data of callbackData) {
    const match = CALLBACK.exec(data);
    if (match && !match[1]!.startsWith('g')) return match[2]!;
  }
  return null;
}

const CANCEL_WORDS = /^(cancel|delete|remove|undo|drop it|отмена|отмени(ть)?|удали(ть)?|убери)\b/i;

/**
 * A reply to one of the bot's messages about an event: "cancel" removes it; a new day or time
 * moves it (an added event) or answers the bot's question (a pending one).
 */
export async function onCalendarReply(deps: CalendarFlowDeps, userId: string, eventId: string, text: string, updateId: number): Promise<ActionOutcome> {
  const row = await ownEvent(userId, eventId);
  if (!row || row.status === 'cancelled' || row.status === 'failed') return 'gone';
  const key = `u${updateId}`;
  if (CANCEL_WORDS.test(text.trim())) {
    if (row.status === 'created') await deps.jobs.enqueue(calendarWrite, { eventId: row.id, action: 'delete', key });
    else await onCalendarButton(deps, userId, `cal:x:${row.id}`, updateId);
    return 'done';
  }
  const connection = await connectionOf(userId);
  const zone = connection?.timeZone ?? row.timeZone ?? 'UTC';
  const now = deps.calendar.now();
  if (row.status === 'created' && row.startTime && row.endTime) {
    const change = resolveChange(text, { start: row.startTime, end: row.endTime }, zone, now);
    if (!change) return 'not_understood';
    if (change.kind === 'unclear') {
      await askAbout(await chatOf(deps, userId, row.chatId), row, change.reason, `cal-${row.id}-ask-${key}`);
      // The event itself stays added: the question is only about the move.
      await CalendarEvent.query().findById(row.id).patch({ status: 'created', waitingFor: null });
      return 'done';
    }
    await deps.jobs.enqueue(calendarWrite, { eventId: row.id, action: 'move', key, change: { start: change.start.toUTC().toISO()!, end: change.end.toUTC().toISO()! } });
    return 'done';
  }
  // A pending event: the reply says when (alone, or finishing what the first message said).
  let resolution = resolveWhen({ when: text, end: row.endText, allDay: false }, zone, now);
  if (resolution.kind === 'unclear' && resolution.reason.code === 'no_date' && row.whenText) resolution = resolveWhen({ when: `${row.whenText} ${text}`, end: row.endText, allDay: false }, zone, now);
  if (resolution.kind === 'unclear') {
    if (resolution.reason.code === 'no_date') return 'not_understood';
    await askAbout(await chatOf(deps, userId, row.chatId), row, resolution.reason, `cal-${row.id}-ask-${key}`);
    return 'done';
  }
  if (resolution.kind === 'all-day') {
    await CalendarEvent.query().findById(row.id).patch({ allDay: true, startDate: resolution.startDate, endDate: resolution.endDate, startTime: null, endTime: null, waitingFor: null, updatedAt: new Date() });
    await deps.jobs.enqueue(calendarWrite, { eventId: row.id, action: 'insert', key });
    return 'done';
  }
  await CalendarEvent.query().findById(row.id).patch({ waitingFor: null, updatedAt: new Date() });
  await deps.jobs.enqueue(calendarWrite, { eventId: row.id, action: 'insert', key, change: { start: resolution.start.toUTC().toISO()!, end: resolution.end.toUTC().toISO()! } });
  return 'done';
}
