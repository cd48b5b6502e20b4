import { DateTime } from 'luxon';
import { CalendarEvent } from '../../../db/index.ts';
import { AppError } from '../../errors.ts';
import type { JobPayload } from '../../queues/define-job.ts';
import type { calendarWrite } from '../../queues/jobs/calendar-write.ts';
import { spellDays, spellRange } from './bot-texts.ts';
import { calendarFor, withGrant, type ConnectedCalendar } from './connection.ts';
import { chatOf, type CalendarFlowDeps, type EventChat } from './flow-deps.ts';
import { cancelOccurrence, deleteGoogleEvent, findClashes, findOccurrence, findOccurrenceClashes, insertGoogleEvent, patchGoogleEvent, patchOccurrence, type Clash } from './google-events.ts';
import { atTimes, kindOf, movesOf, recordMove, recordRestore, stateOf, withChange, type MoveRecord } from './move-history.ts';
import { propose, type PendingEdit } from './pending-edit.ts';
import { shiftedRecurrence } from './series.ts';
import { failEvent } from './questions.ts';
import type { Recurrence } from './when/recurrence.ts';
import { spellRecurrence } from './when/spell-recurrence.ts';

type WritePayload = JobPayload<typeof calendarWrite>;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The event's time as the bot spells it, in the zone it was resolved in; an event in a zone the
 * message named is also given in the user's ("… 15:00–16:00, Europe/Berlin = … 17:00–18:00,
 * Europe/Moscow"); a series says how it repeats.
 */
export function spellEvent(row: CalendarEvent, chat: EventChat): string {
  const repeats = row.recurrence ? spellRepeats(row, chat) : '';
  if (row.allDay && row.startDate && row.endDate) return `${spellDays(row.startDate, row.endDate, chat.locale)}${repeats}`;
  if (!row.startTime || !row.endTime) return '';
  const zone = row.timeZone ?? 'UTC';
  const own = chat.zone && chat.zone !== zone ? ` = ${spellRange(row.startTime, row.endTime, chat.zone, chat.locale)}` : '';
  return `${spellRange(row.startTime, row.endTime, zone, chat.locale)}${own}${repeats}`;
}

function spellRepeats(row: CalendarEvent, chat: EventChat): string {
  const first = row.startTime ? DateTime.fromJSDate(row.startTime, { zone: row.timeZone ?? 'UTC' }) : DateTime.fromISO(row.startDate ?? '');
  return `\n🔁 ${spellRecurrence(row.recurrence!.recurrence as unknown as Recurrence, first, row.recurrence!.lastDay, chat.locale)}`;
}

const isRevoked = (err: unknown) => err instanceof AppError && err.message === 'calendar_revoked';

const linkedTitle = (row: CalendarEvent) => {
  const title = escapeHtml(row.eventTitle ?? 'Event');
  return row.htmlLink ? `<a href="${escapeHtml(row.htmlLink)}">${title}</a>` : `<b>${title}</b>`;
};

const clashLines = (chat: EventChat, row: CalendarEvent, clashes: Clash[]) => clashes.map((c) => chat.texts.clashLine(c, row.timeZone ?? 'UTC', chat.locale));

/** Writes a pending event: first a look for overlaps (unless the user said add anyway), then the insert. */
async function insertOne(calendar: ConnectedCalendar, chat: EventChat, row: CalendarEvent, checkClashes: boolean, key: string, now: Date): Promise<CalendarEvent | null> {
  const calendarId = calendar.connection.calendarId;
  if (checkClashes) {
    const clashes = await withGrant(row.userId, () => findClashes(calendar.api, calendarId, row, now));
    if (clashes.length > 0) {
      await chat.say(`cal-${row.id}-clash-${key}`, {
        text: chat.texts.clash(row.eventTitle ?? 'Event', spellEvent(row, chat), clashLines(chat, row, clashes)),
        buttons: [[{ text: chat.texts.buttons.addAnyway, callback_data: `cal:a:${row.id}` }, { text: chat.texts.buttons.cancel, callback_data: `cal:x:${row.id}` }]],
      });
      await CalendarEvent.query().findById(row.id).patch({ waitingFor: 'confirmation', question: { code: 'clash' }, updatedAt: new Date() });
      return null;
    }
  }
  const written = await withGrant(row.userId, () => insertGoogleEvent(calendar.api, calendarId, row));
  return CalendarEvent.query().patchAndFetchById(row.id, {
    status: 'created',
    waitingFor: null,
    question: null,
    googleCalendarId: calendarId,
    googleEventId: written.id ?? null,
    htmlLink: written.htmlLink ?? null,
    updatedAt: new Date(),
  });
}

const undoButton = (chat: EventChat, row: CalendarEvent) => [[{ text: chat.texts.buttons.undo, callback_data: `cal:u:${row.id}` }]];
/** A "Moved" (or "Renamed", "Place") message's Undo names its change, so it puts the event back as it was before that change. */
const undoMoveButton = (chat: EventChat, row: CalendarEvent, move: number) => [[{ text: chat.texts.buttons.undo, callback_data: `cal:mu:${row.id}:${move}` }]];

/** The calendar the event was written to (the user may have picked another since). */
const calendarIdOf = (calendar: ConnectedCalendar, row: CalendarEvent) => row.googleCalendarId ?? calendar.connection.calendarId;

/**
 * One write to the user's calendar and the bot's answer. A lost grant keeps the event pending
 * until the user connects again (and says so); a failure on the last attempt is told and kept.
 */
export async function applyCalendarWrite(deps: CalendarFlowDeps, payload: WritePayload, lastAttempt: boolean): Promise<void> {
  const row = await CalendarEvent.query().findById(payload.eventId);
  if (!row) return;
  const chat = await chatOf(deps, row.userId, row.chatId);
  const calendar = await calendarFor(deps.calendar, row.userId);
  if (!calendar) {
    if (row.status === 'pending') await CalendarEvent.query().findById(row.id).patch({ waitingFor: 'reconnect', updatedAt: new Date() });
    return chat.say(`cal-${row.id}-reconnect-${payload.key}`, { text: chat.texts.reconnect(row.status === 'pending' ? row.eventTitle : null) });
  }
  try {
    await perform(deps, calendar, chat, row, payload);
  } catch (err) {
    if (isRevoked(err)) {
      if (row.status === 'pending') await CalendarEvent.query().findById(row.id).patch({ waitingFor: 'reconnect', updatedAt: new Date() });
      return chat.say(`cal-${row.id}-reconnect-${payload.key}`, { text: chat.texts.reconnect(row.status === 'pending' ? row.eventTitle : null) });
    }
    if (lastAttempt && row.status === 'pending') return failEvent(chat, row, 'calendar_down', chat.texts.calendarDown(row.eventTitle ?? 'Event'));
    throw err;
  }
}

async function perform(deps: CalendarFlowDeps, calendar: ConnectedCalendar, chat: EventChat, row: CalendarEvent, payload: WritePayload): Promise<void> {
  const { action, key } = payload;
  const now = deps.calendar.now();
  if (action === 'insert' || action === 'insert-anyway') {
    if (row.status === 'created' && row.googleEventId) return;
    if (row.status !== 'pending') return;
    let target = row;
    if (payload.change) {
      target = await CalendarEvent.query().patchAndFetchById(row.id, { startTime: new Date(payload.change.start), endTime: new Date(payload.change.end), allDay: false, startDate: null, endDate: null, updatedAt: new Date() });
    }
    const written = await insertOne(calendar, chat, target, action === 'insert', key, now);
    if (written) await chat.say(`cal-${row.id}-created`, { text: chat.texts.created(written.eventTitle ?? 'Event', spellEvent(written, chat), written.htmlLink), buttons: undoButton(chat, written) });
    return;
  }
  if (action === 'move') {
    if (!payload.change) return;
    if (row.status === 'pending') return perform(deps, calendar, chat, row, { ...payload, action: 'insert' });
    return change(calendar, chat, row, payload, now);
  }
  if (action === 'rename' || action === 'place' || (action === 'delete' && payload.occurrence)) return change(calendar, chat, row, payload, now);
  if (action === 'restore') return restore(calendar, chat, row, payload);
  if (action === 'delete') {
    if (row.status === 'cancelled') return;
    if (row.status !== 'created') return chat.say(`cal-${row.id}-gone-${key}`, { text: chat.texts.gone });
    await withGrant(row.userId, () => deleteGoogleEvent(calendar.api, calendarIdOf(calendar, row), row));
    await CalendarEvent.query().findById(row.id).patch({ status: 'cancelled', updatedAt: new Date() });
    return chat.say(`cal-${row.id}-undone-${key}`, { text: chat.texts.undone(row.eventTitle ?? 'Event') });
  }
  const group = await CalendarEvent.query().where({ bot: row.bot, update_id: row.updateId, user_id: row.userId }).orderBy('position');
  if (action === 'insert-group') return insertGroup(calendar, chat, row, group, payload, now);
  // delete-group
  let removed = 0;
  for (const member of group.filter((m) => m.status === 'created')) {
    await withGrant(row.userId, () => deleteGoogleEvent(calendar.api, calendarIdOf(calendar, member), member));
    await CalendarEvent.query().findById(member.id).patch({ status: 'cancelled', updatedAt: new Date() });
    removed += 1;
  }
  if (removed > 0) await chat.say(`cal-${row.id}-group-undone-${key}`, { text: chat.texts.listUndone(removed) });
}

/**
 * Add all: each event of the list is looked at for overlaps first (unless the user said add
 * anyway); those that overlap stay waiting and are listed with what they overlap, under one
 * "Add anyway" for them, a Cancel, and the Undo all of those added.
 */
async function insertGroup(calendar: ConnectedCalendar, chat: EventChat, row: CalendarEvent, group: CalendarEvent[], payload: WritePayload, now: Date): Promise<void> {
  const { key } = payload;
  const lines: string[] = [];
  const clashing: string[] = [];
  for (const member of group) {
    if (member.status === 'created') {
      lines.push(`• ${linkedTitle(member)} — ${escapeHtml(spellEvent(member, chat))}`);
      continue;
    }
    if (member.status !== 'pending' || member.waitingFor !== 'confirmation') continue;
    if (!payload.force) {
      const clashes = await withGrant(row.userId, () => findClashes(calendar.api, calendar.connection.calendarId, member, now));
      if (clashes.length > 0) {
        clashing.push(chat.texts.listClashLine(member.eventTitle ?? 'Event', spellEvent(member, chat), clashLines(chat, member, clashes)));
        // The overlap is a question of its own: it lives a day from now.
        await CalendarEvent.query().findById(member.id).patch({ question: { code: 'clash' }, updatedAt: new Date() });
        continue;
      }
    }
    const written = await insertOne(calendar, chat, member, false, key, now);
    if (written) lines.push(`• ${linkedTitle(written)} — ${escapeHtml(spellEvent(written, chat))}`);
  }
  const undoAll = { text: chat.texts.buttons.undoAll, callback_data: `cal:gu:${row.id}` };
  if (clashing.length > 0) {
    return chat.say(`cal-${row.id}-group-clash-${key}`, {
      text: chat.texts.listClash(lines, clashing),
      buttons: [
        [
          { text: chat.texts.buttons.addAnywayAll(clashing.length), callback_data: `cal:ga:${row.id}` },
          { text: chat.texts.buttons.cancel, callback_data: `cal:gx:${row.id}` },
        ],
        ...(lines.length > 0 ? [[undoAll]] : []),
      ],
    });
  }
  if (lines.length === 0) return;
  return chat.say(`cal-${row.id}-group-added-${key}`, { text: chat.texts.listAdded(lines), buttons: [[undoAll]] });
}

/** A range kept as ISO instants, spelled in the event's zone. */
const spellKept = (row: CalendarEvent, chat: EventChat, range: { start: string; end: string }) => spellRange(new Date(range.start), new Date(range.end), row.timeZone ?? 'UTC', chat.locale);

/** The answer to a change, with the Undo of that change; said again, word for word, by a job run again. */
function sayChange(chat: EventChat, row: CalendarEvent, record: MoveRecord, index: number, key: string, href: string | null): Promise<void> {
  const after = atTimes(row, record.to);
  const title = after.eventTitle ?? 'Event';
  const buttons = undoMoveButton(chat, row, index);
  switch (kindOf(record)) {
    case 'rename':
      return chat.say(`cal-${row.id}-renamed-${key}`, { text: chat.texts.renamed(title, href), buttons });
    case 'place':
      return chat.say(`cal-${row.id}-placed-${key}`, { text: chat.texts.placed(title, after.location ?? '', href), buttons });
    case 'occurrence-move':
      return chat.say(`cal-${row.id}-moved-one-${key}`, { text: chat.texts.movedOne(title, spellKept(row, chat, record.occurrence!.from), spellKept(row, chat, record.occurrence!.to!), href), buttons });
    case 'occurrence-cancel':
      return chat.say(`cal-${row.id}-removed-one-${key}`, { text: chat.texts.removedOne(title, spellKept(row, chat, record.occurrence!.from)), buttons });
    default:
      return chat.say(`cal-${row.id}-moved-${key}`, { text: chat.texts.moved(title, spellEvent(after, chat), href), buttons });
  }
}

/** Asks before a move that would overlap other events: "Move anyway" or Cancel, under the question's number. */
async function askMoveClash(chat: EventChat, row: CalendarEvent, at: CalendarEvent | { start: Date; end: Date }, clashes: Clash[], edit: PendingEdit, key: string, now: Date): Promise<void> {
  const seq = await propose(row.id, 'move_clash', edit, key, now);
  const when = at instanceof CalendarEvent ? spellEvent(at, chat) : spellRange(at.start, at.end, row.timeZone ?? 'UTC', chat.locale);
  await chat.say(`cal-${row.id}-move-clash-${key}`, {
    text: chat.texts.moveClash(row.eventTitle ?? 'Event', when, clashLines(chat, row, clashes)),
    buttons: [[{ text: chat.texts.buttons.moveAnyway, callback_data: `cal:ma:${row.id}:${seq}` }, { text: chat.texts.buttons.keepTime, callback_data: `cal:mx:${row.id}:${seq}` }]],
  });
}

/**
 * A change of an added event: a move (of all of it, or of one occurrence of a series), a new
 * title or place, or one occurrence cancelled. Google first, then the row and its history in one
 * write; a job run again after that finds its change kept under its key and only answers (a crash
 * between repeats the same patch). A move onto other events is asked about first.
 */
async function change(calendar: ConnectedCalendar, chat: EventChat, row: CalendarEvent, payload: WritePayload, now: Date): Promise<void> {
  const { key, action } = payload;
  if (row.status !== 'created') return chat.say(`cal-${row.id}-gone-${key}`, { text: chat.texts.gone });
  const moves = movesOf(row);
  const kept = moves.findIndex((m) => m.key === key);
  if (kept >= 0) return sayChange(chat, row, moves[kept]!, kept, key, row.htmlLink);
  const calendarId = calendarIdOf(calendar, row);
  const zone = row.timeZone ?? 'UTC';
  const state = stateOf(row);

  if (payload.occurrence) {
    const originalStart = new Date(payload.occurrence);
    const target = payload.change ? { start: new Date(payload.change.start), end: new Date(payload.change.end) } : null;
    if (action === 'move' && target && !payload.force) {
      const range = { start: DateTime.fromJSDate(target.start, { zone }), end: DateTime.fromJSDate(target.end, { zone }) };
      const clashes = await withGrant(row.userId, () => findOccurrenceClashes(calendar.api, calendarId, row, range));
      if (clashes.length > 0) return askMoveClash(chat, row, target, clashes, { kind: 'move', change: payload.change!, occurrence: payload.occurrence }, key, now);
    }
    const instance = await withGrant(row.userId, () => findOccurrence(calendar.api, calendarId, row, originalStart));
    if (!instance?.id || !instance.start?.dateTime || !instance.end?.dateTime) return chat.say(`cal-${row.id}-gone-${key}`, { text: chat.texts.gone });
    const instanceId = instance.id;
    const from = { start: new Date(instance.start.dateTime).toISOString(), end: new Date(instance.end.dateTime).toISOString() };
    let href = row.htmlLink;
    if (action === 'move' && target) {
      const written = await withGrant(row.userId, () => patchOccurrence(calendar.api, calendarId, instanceId, target, zone));
      href = written.htmlLink ?? href;
    } else if (instance.status !== 'cancelled') {
      await withGrant(row.userId, () => cancelOccurrence(calendar.api, calendarId, instanceId));
    }
    const occurrence = { id: instanceId, originalStart: originalStart.toISOString(), from, to: action === 'move' && target ? { start: target.start.toISOString(), end: target.end.toISOString() } : null };
    const kind = action === 'move' ? 'occurrence-move' : 'occurrence-cancel';
    const { row: after, index } = await recordMove(row.id, { key, kind, from: state, to: state, occurrence }, row.htmlLink);
    return sayChange(chat, after, movesOf(after)[index]!, index, key, href);
  }

  let at: CalendarEvent;
  if (action === 'move') {
    const change = payload.change!;
    at = Object.assign(row.$clone(), { startTime: new Date(change.start), endTime: new Date(change.end), allDay: false, startDate: null, endDate: null });
    // A series moved to other days keeps its weekdays (or day of the month) with it.
    if (row.recurrence && row.startTime) at.recurrence = shiftedRecurrence(row.recurrence, DateTime.fromJSDate(row.startTime, { zone }), DateTime.fromJSDate(at.startTime!, { zone }));
    if (!payload.force) {
      const clashes = await withGrant(row.userId, () => findClashes(calendar.api, calendarId, at, now));
      if (clashes.length > 0) return askMoveClash(chat, row, at, clashes, { kind: 'move', change }, key, now);
    }
  } else if (action === 'rename' && payload.title) {
    at = Object.assign(row.$clone(), { eventTitle: payload.title });
  } else if (action === 'place' && payload.location) {
    at = Object.assign(row.$clone(), { location: payload.location });
  } else {
    return;
  }
  const written = await withGrant(row.userId, () => patchGoogleEvent(calendar.api, calendarId, at));
  const kind = action === 'move' ? 'move' : action === 'rename' ? 'rename' : 'place';
  const { row: after, index } = await recordMove(row.id, { key, kind, from: state, to: stateOf(at) }, written.htmlLink ?? row.htmlLink);
  return sayChange(chat, after, movesOf(after)[index]!, index, key, written.htmlLink ?? after.htmlLink);
}

/**
 * Undo under a change: what it changed goes back as it was before it (and so before every later
 * change of the same thing, which the press claimed too): the time, the title or the place of the
 * event patched back at Google, or the one occurrence put back where it was; then the row.
 */
async function restore(calendar: ConnectedCalendar, chat: EventChat, row: CalendarEvent, payload: WritePayload): Promise<void> {
  const { key } = payload;
  const index = payload.move;
  const moves = movesOf(row);
  const move = index === undefined ? undefined : moves[index];
  // Only the press that claimed the Undo (chat-actions.ts) restores; any other has nothing to do.
  if (index === undefined || !move || move.undoneBy !== key) return;
  if (row.status !== 'created') return chat.say(`cal-${row.id}-gone-${key}`, { text: chat.texts.gone });
  // Only what this change changed goes back: the time, the title, the place, or the one occurrence.
  const back = withChange(row, move, move.from);
  const calendarId = calendarIdOf(calendar, row);
  let link = row.htmlLink;
  if (move.restoredAt === undefined) {
    // Google first, then the row; a crash between repeats the same patch, which changes nothing more.
    const occurrence = move.occurrence;
    if (occurrence) {
      await withGrant(row.userId, () => patchOccurrence(calendar.api, calendarId, occurrence.id, { start: new Date(occurrence.from.start), end: new Date(occurrence.from.end) }, row.timeZone ?? 'UTC'));
    } else {
      const written = await withGrant(row.userId, () => patchGoogleEvent(calendar.api, calendarId, back));
      link = written.htmlLink ?? link;
    }
    link = (await recordRestore(row.id, index, key, link)).htmlLink;
  }
  const title = back.eventTitle ?? 'Event';
  const say = (text: string) => chat.say(`cal-${row.id}-moved-back-${key}`, { text });
  switch (kindOf(move)) {
    case 'rename':
      return say(chat.texts.renamedBack(title));
    case 'place':
      return say(chat.texts.placedBack(title, back.location));
    case 'occurrence-move':
    case 'occurrence-cancel':
      return say(chat.texts.restoredOne(title, spellKept(row, chat, move.occurrence!.from)));
    default:
      return say(chat.texts.movedBack(title, spellEvent(back, chat), link));
  }
}

/** DELETE /api/calendar/events/:id: the user removes an added event from the console. */
export async function removeEventFromConsole(deps: Pick<CalendarFlowDeps, 'calendar'>, row: CalendarEvent): Promise<CalendarEvent> {
  if (row.status === 'pending') return CalendarEvent.query().patchAndFetchById(row.id, { status: 'cancelled', waitingFor: null, updatedAt: new Date() });
  if (row.status !== 'created') return row;
  const calendar = await calendarFor(deps.calendar, row.userId);
  if (!calendar) throw new AppError('bad_request', 'Connect your Google Calendar again to remove this event.');
  try {
    await withGrant(row.userId, () => deleteGoogleEvent(calendar.api, row.googleCalendarId ?? calendar.connection.calendarId, row));
  } catch (err) {
    if (isRevoked(err)) throw new AppError('bad_request', 'Google Calendar access was revoked. Please connect your calendar again.');
    throw new AppError('service_unavailable', 'Google Calendar did not answer. Please try again in a minute.', { cause: err });
  }
  return CalendarEvent.query().patchAndFetchById(row.id, { status: 'cancelled', updatedAt: new Date() });
}
