import type { DateTime } from 'luxon';
import { CalendarEvent } from '../../../db/index.ts';
import { calendarWrite } from '../../queues/jobs/calendar-write.ts';
import { spellRange } from './bot-texts.ts';
import { dateOrderOf } from './date-order-setting.ts';
import { chatOf, connectionOf, type CalendarFlowDeps } from './flow-deps.ts';
import { claimUndo } from './move-history.ts';
import { claimProposal, openProposal, propose, type PendingEdit } from './pending-edit.ts';
import { questionExpired } from './question-expiry.ts';
import { askAbout, resolutionFields, type Question } from './questions.ts';
import { readPlace, readRename, readScope, type Scope } from './reply-words.ts';
import { resolveChange, resolveWhen } from './resolve-when.ts';
import { currentOccurrence, seriesChange, type Range } from './series.ts';
import { spellEvent } from './write-flow.ts';

/**
 * The buttons' data: `cal:<op>:<event id>[:<n>]`, at most 64 bytes as Telegram allows (48 at
 * most here). `n` is the am/pm reading for `t`, which change for `mu` (the Undo of a "Moved",
 * "Renamed" or "Place" message), and which question for `so`/`sa` (only this occurrence of a
 * series, or all of it) and `ma`/`mx` (move anyway over an overlap, or not). The list's own
 * (`g…`) carry its first event: add all, cancel, undo all, add anyway over the overlaps.
 */
const CALLBACK = /^cal:(u|mu|a|x|t|g|gx|gu|ga|so|sa|ma|mx):([0-9a-f-]{36})(?::(\d{1,4}))?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Why a button (or a reply) came too late, as the text the user is answered with (bot-texts.ts). */
export type StaleText = 'gone' | 'alreadyUndone' | 'alreadyAdded' | 'alreadyAnswered' | 'questionExpired';

/** 'done', not understood, or too late: `{ gone }` names what to answer; the message's buttons are spent either way. */
export type ActionOutcome = 'done' | 'not_understood' | { gone: StaleText };

const stale = (text: StaleText): ActionOutcome => ({ gone: text });

/** The user's own event: a button or a reply naming someone else's (or a removed one) is "gone". */
export async function ownEvent(userId: string, id: string): Promise<CalendarEvent | null> {
  if (!UUID.test(id)) return null;
  return (await CalendarEvent.query().where({ id, user_id: userId }).first()) ?? null;
}

/** The question kept on the row, with the press that answered it (so the same press handled again goes on). */
type AnsweredQuestion = Question & { answeredBy?: string };

type Waiting = 'clarification' | 'confirmation';

/**
 * Why a question's button is too late: the question was answered (or cancelled), it expired, or
 * the event was added — said as `added` ("already added" for Add anyway and Cancel; for am/pm,
 * whose choice was itself the answer, "already answered").
 */
function staleQuestion(row: CalendarEvent, waitingFor: Waiting, now: Date, added: StaleText): StaleText | null {
  if (row.status === 'pending' && row.waitingFor === waitingFor) return questionExpired(row, now) ? 'questionExpired' : null;
  if (row.status === 'created') return added;
  return row.status === 'failed' ? 'gone' : 'alreadyAnswered';
}

/**
 * Takes the answer to the row's open question for this press, under the row's lock: the first
 * press wins, a later one (the other reading of "at 5", a second Cancel) is told it is too late.
 * The same press handled again finds its own answer and goes on (its job and message are keyed).
 */
async function answerQuestion(
  row: CalendarEvent,
  waitingFor: Waiting,
  key: string,
  now: Date,
  added: StaleText,
  patch: Partial<Pick<CalendarEvent, 'status' | 'allDay' | 'startDate' | 'endDate' | 'startTime' | 'endTime'>> = {},
): Promise<StaleText | null> {
  return CalendarEvent.transaction(async (trx) => {
    const current = await CalendarEvent.query(trx).findById(row.id).forUpdate();
    if (!current) return 'gone';
    const question = current.question as AnsweredQuestion | null;
    if (question?.answeredBy === key) return null;
    const why = staleQuestion(current, waitingFor, now, added);
    if (why) return why;
    await CalendarEvent.query(trx)
      .findById(row.id)
      .patch({ ...patch, waitingFor: null, question: { ...question, answeredBy: key }, updatedAt: new Date() });
    return null;
  });
}

/** A button under one of the bot's messages: undo, add anyway, cancel, am/pm, the list's add all / cancel / undo all. */
export async function onCalendarButton(deps: CalendarFlowDeps, userId: string, data: string, updateId: number): Promise<ActionOutcome> {
  const match = CALLBACK.exec(data);
  if (!match) return 'not_understood';
  const [, op, id, choice] = match as unknown as [string, string, string, string | undefined];
  const row = await ownEvent(userId, id);
  if (!row) return stale('gone');
  const key = `u${updateId}`;
  const now = deps.calendar.now();
  switch (op) {
    case 'u':
      if (row.status === 'cancelled') return stale('alreadyUndone');
      if (row.status !== 'created') return stale('gone');
      await deps.jobs.enqueue(calendarWrite, { eventId: row.id, action: 'delete', key });
      return 'done';
    case 'mu': {
      if (choice === undefined) return 'not_understood';
      if (row.status !== 'created') return stale('gone');
      const claim = await claimUndo(row.id, Number(choice), key);
      if (claim === 'unknown_move') return stale('gone');
      if (claim === 'already_undone') return stale('alreadyUndone');
      await deps.jobs.enqueue(calendarWrite, { eventId: row.id, action: 'restore', key, move: Number(choice) });
      return 'done';
    }
    case 'gu': {
      const group = await groupOf(row);
      if (!group.some((r) => r.status === 'created')) return stale(group.some((r) => r.status === 'cancelled') ? 'alreadyUndone' : 'gone');
      await deps.jobs.enqueue(calendarWrite, { eventId: row.id, action: 'delete-group', key });
      return 'done';
    }
    case 'g': {
      const why = staleGroup(await groupOf(row), now);
      if (why) return stale(why);
      await deps.jobs.enqueue(calendarWrite, { eventId: row.id, action: 'insert-group', key });
      return 'done';
    }
    case 'a': {
      const why = await answerQuestion(row, 'confirmation', key, now, 'alreadyAdded');
      if (why) return stale(why);
      await deps.jobs.enqueue(calendarWrite, { eventId: row.id, action: 'insert-anyway', key });
      return 'done';
    }
    case 't': {
      const option = (row.question as Question | null)?.options?.[Number(choice)];
      if (!option) return stale(staleQuestion(row, 'clarification', now, 'alreadyAnswered') ?? 'alreadyAnswered');
      // A reading of whole days is kept on the row; a time range goes with the write as its change.
      const days = 'startDate' in option ? { allDay: true, startDate: option.startDate, endDate: option.endDate, startTime: null, endTime: null } : {};
      const why = await answerQuestion(row, 'clarification', key, now, 'alreadyAnswered', days);
      if (why) return stale(why);
      await deps.jobs.enqueue(calendarWrite, { eventId: row.id, action: 'insert', key, ...('start' in option ? { change: option } : {}) });
      return 'done';
    }
    case 'x': {
      // Under either kind of question: am or pm (or a past time), and add anyway.
      const why = await answerQuestion(row, row.waitingFor === 'confirmation' ? 'confirmation' : 'clarification', key, now, 'alreadyAdded', { status: 'cancelled' });
      if (why) return stale(why);
      return dropped(deps, row, userId, key);
    }
    case 'ga': {
      // Add anyway under the list's overlaps: the events still waiting go in without another look.
      const why = staleGroup(await groupOf(row), now);
      if (why) return stale(why);
      await deps.jobs.enqueue(calendarWrite, { eventId: row.id, action: 'insert-group', key, force: true });
      return 'done';
    }
    case 'so':
    case 'sa':
      if (choice === undefined) return 'not_understood';
      return answerScope(deps, row, op === 'so' ? 'one' : 'all', Number(choice), key, now);
    case 'ma':
    case 'mx': {
      if (choice === undefined) return 'not_understood';
      const claim = await claimProposal(row.id, 'move_clash', Number(choice), key, now);
      if ('stale' in claim) return stale(claim.stale);
      if (op === 'mx') {
        const chat = await chatOf(deps, userId, row.chatId);
        await chat.say(`cal-${row.id}-not-moved-${key}`, { text: chat.texts.notMoved(row.eventTitle ?? 'Event') });
        return 'done';
      }
      const edit = claim.edit;
      if (edit.kind !== 'move') return stale('alreadyAnswered');
      await deps.jobs.enqueue(calendarWrite, { eventId: row.id, action: 'move', key, change: edit.change, force: true, ...(edit.occurrence ? { occurrence: edit.occurrence } : {}) });
      return 'done';
    }
    case 'gx': {
      const group = await groupOf(row);
      const why = staleGroup(group, now);
      if (why) return stale(why);
      const pending = group.filter((r) => r.status === 'pending');
      await CalendarEvent.query().whereIn('id', pending.map((r) => r.id)).patch({ status: 'cancelled', waitingFor: null, updatedAt: new Date() });
      return dropped(deps, row, userId, key);
    }
    default:
      return 'not_understood';
  }
}

/** Every event of the message a list's buttons are about, in the list's order. */
export const groupOf = (row: CalendarEvent) => CalendarEvent.query().where({ bot: row.bot, update_id: row.updateId, user_id: row.userId }).orderBy('position');

/** The list's Add all and Cancel are too late once none of its events waits for them. */
function staleGroup(group: CalendarEvent[], now: Date): StaleText | null {
  const waiting = group.filter((r) => r.status === 'pending' && r.waitingFor === 'confirmation');
  if (waiting.length > 0) return waiting.every((r) => questionExpired(r, now)) ? 'questionExpired' : null;
  if (group.some((r) => r.status === 'created')) return 'alreadyAdded';
  return group.some((r) => r.status === 'cancelled' || r.status === 'pending') ? 'alreadyAnswered' : 'gone';
}

async function dropped(deps: CalendarFlowDeps, row: CalendarEvent, userId: string, key: string): Promise<ActionOutcome> {
  const chat = await chatOf(deps, userId, row.chatId);
  await chat.say(`cal-${row.id}-dropped-${key}`, { text: chat.texts.dropped });
  return 'done';
}

/** The event a bot message is about, from the buttons it carries (Telegram repeats them in reply_to_message). */
export function eventIdOfButtons(callbackData: readonly string[]): string | null {
  for (const data of callbackData) {
    const match = CALLBACK.exec(data);
    if (match && !match[1]!.startsWith('g')) return match[2]!;
  }
  return null;
}

/** The list a bot message is about (its first event), from the list's buttons: before Add all, after it, or over its overlaps. */
export function listIdOfButtons(callbackData: readonly string[]): string | null {
  for (const data of callbackData) {
    const match = CALLBACK.exec(data);
    if (match?.[1]!.startsWith('g')) return match[2]!;
  }
  return null;
}

// \b is ASCII-only in JavaScript: a Russian word ends where no letter follows.
export const CANCEL_WORDS = /^(?:cancel|delete|remove|undo|drop it|call it off|отмена|отмени(?:ть)?|удали(?:ть)?|убери)(?![\p{L}\d])/iu;

const iso = (at: DateTime) => at.toUTC().toISO()!;
const isoRange = (range: Range) => ({ start: iso(range.start), end: iso(range.end) });

/**
 * A reply (or a button) changing a series said which occurrence: the question is asked once
 * under its number, and "Only this one" / "The whole series" (or "only this one" / "все" in
 * words) answer it.
 */
async function askScope(deps: CalendarFlowDeps, row: CalendarEvent, edit: PendingEdit, occurrence: Range, key: string, now: Date): Promise<ActionOutcome> {
  const seq = await propose(row.id, 'series_scope', edit, key, now);
  const chat = await chatOf(deps, row.userId, row.chatId);
  const when = spellRange(occurrence.start, occurrence.end, row.timeZone ?? 'UTC', chat.locale);
  await chat.say(`cal-${row.id}-scope-${key}`, {
    text: chat.texts.seriesScope(row.eventTitle ?? 'Event', when),
    buttons: [[{ text: chat.texts.buttons.onlyThis, callback_data: `cal:so:${row.id}:${seq}` }, { text: chat.texts.buttons.wholeSeries, callback_data: `cal:sa:${row.id}:${seq}` }]],
  });
  return 'done';
}

/** The answer to "Only this one or the whole series?" (`seq` null: the open question, answered in words). */
async function answerScope(deps: CalendarFlowDeps, row: CalendarEvent, scope: Scope, seq: number | null, key: string, now: Date): Promise<ActionOutcome> {
  if (row.status !== 'created') return stale('gone');
  const claim = await claimProposal(row.id, 'series_scope', seq, key, now);
  if ('stale' in claim) return stale(claim.stale);
  const { edit } = claim;
  const one = scope === 'one' ? { occurrence: edit.occurrence } : {};
  if (edit.kind === 'series-move') await deps.jobs.enqueue(calendarWrite, { eventId: row.id, action: 'move', key, change: scope === 'one' ? edit.one : edit.all, ...one });
  else if (edit.kind === 'series-cancel') await deps.jobs.enqueue(calendarWrite, { eventId: row.id, action: 'delete', key, ...one });
  else return stale('alreadyAnswered');
  return 'done';
}

/**
 * A new title or place: an added event's goes to Google (with its Undo); a pending one's (a
 * question or a list still open) is kept on the row and goes with the event when it is added.
 */
async function editEvent(deps: CalendarFlowDeps, row: CalendarEvent, edit: { title: string } | { location: string }, key: string): Promise<ActionOutcome> {
  if (row.status === 'created') {
    await deps.jobs.enqueue(calendarWrite, 'title' in edit ? { eventId: row.id, action: 'rename', key, title: edit.title } : { eventId: row.id, action: 'place', key, location: edit.location });
    return 'done';
  }
  const changed = await CalendarEvent.query().patchAndFetchById(row.id, 'title' in edit ? { eventTitle: edit.title } : { location: edit.location });
  const chat = await chatOf(deps, row.userId, row.chatId);
  await chat.say(`cal-${row.id}-edited-${key}`, { text: chat.texts.itemChanged(changed.eventTitle ?? 'Event', spellEvent(changed, chat), changed.location) });
  return 'done';
}

/**
 * A reply to one of the bot's messages about an event: "cancel" removes it; a new day or time
 * moves it (an added event) or answers the bot's question (a pending one); "call it …" renames
 * it; "place: …" (or "in Room 5" when no time is read from it) sets its place. A series is asked
 * about first: only this occurrence, or all of it; "only this one" / "все" answers that question.
 */
export async function onCalendarReply(deps: CalendarFlowDeps, userId: string, eventId: string, text: string, updateId: number): Promise<ActionOutcome> {
  const row = await ownEvent(userId, eventId);
  if (!row || row.status === 'cancelled' || row.status === 'failed') return stale('gone');
  const key = `u${updateId}`;
  const words = text.trim();
  const now = deps.calendar.now();
  const scope = row.status === 'created' ? readScope(words) : null;
  if (scope && openProposal(row, 'series_scope', now)) return answerScope(deps, row, scope, null, key, now);
  if (CANCEL_WORDS.test(words)) {
    if (row.status === 'created') {
      const occurrence = currentOccurrence(row, now);
      if (occurrence) return askScope(deps, row, { kind: 'series-cancel', occurrence: iso(occurrence.start) }, occurrence, key, now);
      await deps.jobs.enqueue(calendarWrite, { eventId: row.id, action: 'delete', key });
      return 'done';
    }
    await CalendarEvent.query().findById(row.id).patch({ status: 'cancelled', waitingFor: null, updatedAt: new Date() });
    return dropped(deps, row, userId, key);
  }
  const title = readRename(words);
  if (title) return editEvent(deps, row, { title }, key);
  const place = readPlace(words);
  if (place?.explicit) return editEvent(deps, row, { location: place.location }, key);
  // "move it to Room 5", "in Room 5", "в переговорке 5": a place only when no day or time is read from the words.
  const placeOtherwise = (): Promise<ActionOutcome> | ActionOutcome => (place ? editEvent(deps, row, { location: place.location }, key) : 'not_understood');
  const connection = await connectionOf(userId);
  const zone = connection?.timeZone ?? row.timeZone ?? 'UTC';
  // The user's own order for "03/12" (settings) reads the reply as it reads their messages.
  const options = { dateOrder: await dateOrderOf(userId) };
  if (row.status === 'created') {
    // An all-day event is not moved by a reply (yet): only renamed, placed or cancelled.
    if (row.allDay || !row.startTime || !row.endTime) return placeOtherwise();
    // A series' reply is about its next occurrence; the first one's times are the series'.
    const occurrence = currentOccurrence(row, now);
    const current = occurrence ? { start: occurrence.start.toJSDate(), end: occurrence.end.toJSDate() } : { start: row.startTime, end: row.endTime };
    const change = resolveChange(words, current, zone, now, options);
    if (!change) return placeOtherwise();
    if (change.kind === 'unclear') {
      await askAbout(await chatOf(deps, userId, row.chatId), row, change.reason, `cal-${row.id}-ask-${key}`);
      // The event itself stays added: the question is only about the move.
      await CalendarEvent.query().findById(row.id).patch({ status: 'created', waitingFor: null });
      return 'done';
    }
    if (occurrence) {
      const edit: PendingEdit = { kind: 'series-move', occurrence: iso(occurrence.start), one: isoRange(change), all: isoRange(seriesChange(row, occurrence, change)) };
      return askScope(deps, row, edit, occurrence, key, now);
    }
    await deps.jobs.enqueue(calendarWrite, { eventId: row.id, action: 'move', key, change: isoRange(change) });
    return 'done';
  }
  // A pending event: the reply says when (alone, or finishing what the first message said).
  let resolution = resolveWhen({ when: words, end: row.endText, allDay: false }, zone, now, options);
  if (resolution.kind === 'unclear' && resolution.reason.code === 'no_date' && row.whenText) resolution = resolveWhen({ when: `${row.whenText} ${words}`, end: row.endText, allDay: false }, zone, now, options);
  if (resolution.kind === 'unclear') {
    if (resolution.reason.code === 'no_date') return placeOtherwise();
    await askAbout(await chatOf(deps, userId, row.chatId), row, resolution.reason, `cal-${row.id}-ask-${key}`);
    return 'done';
  }
  // The reply's time, its zone and its repetition ("every Monday at 10") become the event's.
  await CalendarEvent.query().findById(row.id).patch({ ...resolutionFields(resolution), waitingFor: null, updatedAt: new Date() });
  await deps.jobs.enqueue(calendarWrite, { eventId: row.id, action: 'insert', key });
  return 'done';
}
