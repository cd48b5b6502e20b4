import { DateTime } from 'luxon';
import { CalendarEvent } from '../../../db/index.ts';
import { AppError } from '../../errors.ts';
import type { JobPayload } from '../../queues/define-job.ts';
import type { calendarWrite } from '../../queues/jobs/calendar-write.ts';
import { spellDays, spellRange } from './bot-texts.ts';
import { calendarFor, withGrant, type ConnectedCalendar } from './connection.ts';
import { chatOf, type CalendarFlowDeps, type EventChat } from './flow-deps.ts';
import { deleteGoogleEvent, findClashes, insertGoogleEvent, patchGoogleEvent } from './google-events.ts';
import { atTimes, movesOf, recordMove, recordRestore, timesOf } from './move-history.ts';
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

/** Writes a pending event: first a look for overlaps (unless the user said add anyway), then the insert. */
async function insertOne(calendar: ConnectedCalendar, chat: EventChat, row: CalendarEvent, checkClashes: boolean, key: string): Promise<CalendarEvent | null> {
  const calendarId = calendar.connection.calendarId;
  if (checkClashes) {
    const clashes = await withGrant(row.userId, () => findClashes(calendar.api, calendarId, row));
    if (clashes.length > 0) {
      const zone = row.timeZone ?? 'UTC';
      await chat.say(`cal-${row.id}-clash-${key}`, {
        text: chat.texts.clash(row.eventTitle ?? 'Event', spellEvent(row, chat), clashes.map((c) => chat.texts.clashLine(c, zone, chat.locale))),
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
/** A "Moved" message's Undo names its move, so it puts the event back at the time before that move. */
const undoMoveButton = (chat: EventChat, row: CalendarEvent, move: number) => [[{ text: chat.texts.buttons.undo, callback_data: `cal:mu:${row.id}:${move}` }]];

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
  if (action === 'insert' || action === 'insert-anyway') {
    if (row.status === 'created' && row.googleEventId) return;
    if (row.status !== 'pending') return;
    let target = row;
    if (payload.change) {
      target = await CalendarEvent.query().patchAndFetchById(row.id, { startTime: new Date(payload.change.start), endTime: new Date(payload.change.end), allDay: false, startDate: null, endDate: null, updatedAt: new Date() });
    }
    const written = await insertOne(calendar, chat, target, action === 'insert', key);
    if (written) await chat.say(`cal-${row.id}-created`, { text: chat.texts.created(written.eventTitle ?? 'Event', spellEvent(written, chat), written.htmlLink), buttons: undoButton(chat, written) });
    return;
  }
  if (action === 'move') {
    if (!payload.change) return;
    const change = payload.change;
    if (row.status === 'pending') return perform(deps, calendar, chat, row, { ...payload, action: 'insert' });
    if (row.status !== 'created') return chat.say(`cal-${row.id}-gone-${key}`, { text: chat.texts.gone });
    // Kept already (the job ran again after the row was written): only the answer is left to say.
    const kept = movesOf(row).findIndex((m) => m.key === key);
    if (kept >= 0) {
      const moved = atTimes(row, movesOf(row)[kept]!.to);
      return chat.say(`cal-${row.id}-moved-${key}`, { text: chat.texts.moved(moved.eventTitle ?? 'Event', spellEvent(moved, chat), moved.htmlLink), buttons: undoMoveButton(chat, moved, kept) });
    }
    const to = timesOf(Object.assign(row.$clone(), { startTime: new Date(change.start), endTime: new Date(change.end), allDay: false, startDate: null, endDate: null }));
    // Google first: a move that fails there must not show as moved here. A crash after Google
    // took it repeats the same patch (the row still has the old time, kept as the move's `from`).
    const written = await withGrant(row.userId, () => patchGoogleEvent(calendar.api, row.googleCalendarId ?? calendar.connection.calendarId, atTimes(row, to)));
    const { row: moved, index } = await recordMove(row.id, { key, from: timesOf(row), to }, written.htmlLink ?? row.htmlLink);
    return chat.say(`cal-${row.id}-moved-${key}`, { text: chat.texts.moved(moved.eventTitle ?? 'Event', spellEvent(moved, chat), written.htmlLink ?? moved.htmlLink), buttons: undoMoveButton(chat, moved, index) });
  }
  if (action === 'restore') {
    const index = payload.move;
    const move = index === undefined ? undefined : movesOf(row)[index];
    // Only the press that claimed the Undo (chat-actions.ts) restores; any other has nothing to do.
    if (index === undefined || !move || move.undoneBy !== key) return;
    if (row.status !== 'created') return chat.say(`cal-${row.id}-gone-${key}`, { text: chat.texts.gone });
    const back = atTimes(row, move.from);
    let link = row.htmlLink;
    if (move.restoredAt === undefined) {
      // Google first, then the row; a crash between repeats the same patch, which changes nothing more.
      const written = await withGrant(row.userId, () => patchGoogleEvent(calendar.api, row.googleCalendarId ?? calendar.connection.calendarId, back));
      link = (await recordRestore(row.id, index, key, written.htmlLink ?? row.htmlLink)).htmlLink;
    }
    return chat.say(`cal-${row.id}-moved-back-${key}`, { text: chat.texts.movedBack(back.eventTitle ?? 'Event', spellEvent(back, chat), link) });
  }
  if (action === 'delete') {
    if (row.status === 'cancelled') return;
    if (row.status !== 'created') return chat.say(`cal-${row.id}-gone-${key}`, { text: chat.texts.gone });
    await withGrant(row.userId, () => deleteGoogleEvent(calendar.api, row.googleCalendarId ?? calendar.connection.calendarId, row));
    await CalendarEvent.query().findById(row.id).patch({ status: 'cancelled', updatedAt: new Date() });
    return chat.say(`cal-${row.id}-undone-${key}`, { text: chat.texts.undone(row.eventTitle ?? 'Event') });
  }
  const group = await CalendarEvent.query().where({ bot: row.bot, update_id: row.updateId, user_id: row.userId }).orderBy('position');
  if (action === 'insert-group') {
    const lines: string[] = [];
    for (const member of group) {
      if (member.status === 'created' || (member.status === 'pending' && member.waitingFor === 'confirmation')) {
        const written = member.status === 'created' ? member : await insertOne(calendar, chat, member, false, key);
        if (!written) continue;
        const title = escapeHtml(written.eventTitle ?? 'Event');
        lines.push(`• ${written.htmlLink ? `<a href="${escapeHtml(written.htmlLink)}">${title}</a>` : `<b>${title}</b>`} — ${escapeHtml(spellEvent(written, chat))}`);
      }
    }
    if (lines.length === 0) return;
    return chat.say(`cal-${row.id}-group-added`, { text: chat.texts.listAdded(lines), buttons: [[{ text: chat.texts.buttons.undoAll, callback_data: `cal:gu:${row.id}` }]] });
  }
  // delete-group
  let removed = 0;
  for (const member of group.filter((m) => m.status === 'created')) {
    await withGrant(row.userId, () => deleteGoogleEvent(calendar.api, member.googleCalendarId ?? calendar.connection.calendarId, member));
    await CalendarEvent.query().findById(member.id).patch({ status: 'cancelled', updatedAt: new Date() });
    removed += 1;
  }
  if (removed > 0) await chat.say(`cal-${row.id}-group-undone-${key}`, { text: chat.texts.listUndone(removed) });
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
