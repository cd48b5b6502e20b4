import { z } from 'zod';
import { CalendarEvent } from '../../../db/index.ts';

/** An event's time as its row keeps it (instants as ISO strings). */
export interface EventTimes {
  startTime: string | null;
  endTime: string | null;
  allDay: boolean;
  startDate: string | null;
  endDate: string | null;
}

const eventTimes = z.object({ startTime: z.string().nullable(), endTime: z.string().nullable(), allDay: z.boolean(), startDate: z.string().nullable(), endDate: z.string().nullable() });

const moveRecord = z.object({
  /** The move's cause (the write job's key): a repeated job finds its move here instead of adding another. */
  key: z.string(),
  from: eventTimes,
  to: eventTimes,
  /** The press (its key) that claimed the Undo of this move, or of an earlier one (which undoes this one too). */
  undoneBy: z.string().optional(),
  /** When the event was put back at `from`, at Google and in the row. */
  restoredAt: z.string().optional(),
});

/** One move of an added event, kept in calendar_events.previous_times (oldest first; an entry's index names it). */
export type MoveRecord = z.infer<typeof moveRecord>;

/** The row's moves; anything unreadable counts as none. */
export function movesOf(row: CalendarEvent): MoveRecord[] {
  const parsed = z.array(moveRecord).safeParse(row.previousTimes ?? []);
  return parsed.success ? parsed.data : [];
}

export const timesOf = (row: CalendarEvent): EventTimes => ({
  startTime: row.startTime ? row.startTime.toISOString() : null,
  endTime: row.endTime ? row.endTime.toISOString() : null,
  allDay: row.allDay,
  startDate: row.startDate,
  endDate: row.endDate,
});

/** The row's fields for a time. */
export const rowTimes = (times: EventTimes) => ({
  startTime: times.startTime ? new Date(times.startTime) : null,
  endTime: times.endTime ? new Date(times.endTime) : null,
  allDay: times.allDay,
  startDate: times.startDate,
  endDate: times.endDate,
});

/** The row as it would be at `times` (to spell it, or to send it to Google), the row itself unchanged. */
export const atTimes = (row: CalendarEvent, times: EventTimes): CalendarEvent => Object.assign(row.$clone(), rowTimes(times));

/**
 * Keeps a move that Google has taken: the row goes to `to` and the move is added, in one write
 * under the row's lock. A move already kept under the same key is not added again.
 */
export async function recordMove(eventId: string, move: Pick<MoveRecord, 'key' | 'from' | 'to'>, htmlLink: string | null): Promise<{ row: CalendarEvent; index: number }> {
  return CalendarEvent.transaction(async (trx) => {
    const row = await CalendarEvent.query(trx).findById(eventId).forUpdate().throwIfNotFound();
    const moves = movesOf(row);
    const known = moves.findIndex((m) => m.key === move.key);
    if (known >= 0) return { row, index: known };
    const next = [...moves, { key: move.key, from: move.from, to: move.to }];
    const moved = await CalendarEvent.query(trx).patchAndFetchById(eventId, { ...rowTimes(move.to), htmlLink, previousTimes: next, updatedAt: new Date() });
    return { row: moved, index: next.length - 1 };
  });
}

export type UndoClaim = 'claimed' | 'already_undone' | 'unknown_move';

/**
 * A press of a "Moved" message's Undo claims the move for itself (and every later move, which
 * going back before this one undoes too), so a second press, or a press of a later move's Undo,
 * is answered as already undone. The same press handled again (the update redelivered) finds its
 * own claim and goes on.
 */
export async function claimUndo(eventId: string, index: number, key: string): Promise<UndoClaim> {
  return CalendarEvent.transaction(async (trx) => {
    const row = await CalendarEvent.query(trx).findById(eventId).forUpdate();
    const moves = row ? movesOf(row) : [];
    const move = moves[index];
    if (!move) return 'unknown_move';
    if (move.undoneBy === key) return 'claimed';
    if (move.undoneBy !== undefined) return 'already_undone';
    const next = moves.map((m, i) => (i >= index && m.undoneBy === undefined ? { ...m, undoneBy: key } : m));
    await CalendarEvent.query(trx).findById(eventId).patch({ previousTimes: next });
    return 'claimed';
  });
}

/**
 * The move is undone at Google: the row goes back to the time before it, the move is marked
 * restored, and any move made since (while the restore waited) counts as undone by it too.
 */
export async function recordRestore(eventId: string, index: number, key: string, htmlLink: string | null): Promise<CalendarEvent> {
  return CalendarEvent.transaction(async (trx) => {
    const row = await CalendarEvent.query(trx).findById(eventId).forUpdate().throwIfNotFound();
    const moves = movesOf(row);
    const move = moves[index];
    if (!move || move.restoredAt !== undefined) return row;
    const next = moves.map((m, i) => (i === index ? { ...m, restoredAt: new Date().toISOString() } : i > index && m.undoneBy === undefined ? { ...m, undoneBy: key } : m));
    return CalendarEvent.query(trx).patchAndFetchById(eventId, { ...rowTimes(move.from), htmlLink, previousTimes: next, updatedAt: new Date() });
  });
}
