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

/**
 * The event as a change found it and left it: its time, and (kept since renames and places, so
 * an older record without them leaves them as they are) its title, place and a series' rule.
 */
const eventState = eventTimes.extend({
  title: z.string().nullable().optional(),
  location: z.string().nullable().optional(),
  recurrence: z.object({ rrule: z.string(), lastDay: z.string().nullable(), recurrence: z.record(z.string(), z.unknown()) }).nullable().optional(),
});
export type EventState = z.infer<typeof eventState>;

const range = z.object({ start: z.string(), end: z.string() });

/** One occurrence of a series changed alone: Google's instance, its time before, and after (null: cancelled). */
const occurrenceChange = z.object({ id: z.string(), originalStart: z.string(), from: range, to: range.nullable() });

/** What a change did: moved the event (a series: all of it), renamed it, placed it, or moved or cancelled one occurrence of a series. */
export const CHANGE_KINDS = ['move', 'rename', 'place', 'occurrence-move', 'occurrence-cancel'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

const moveRecord = z.object({
  /** The move's cause (the write job's key): a repeated job finds its move here instead of adding another. */
  key: z.string(),
  /** Absent in records kept before renames: a move. */
  kind: z.enum(CHANGE_KINDS).optional(),
  from: eventState,
  to: eventState,
  /** For a change of one occurrence: which, and how (the event's own state is the same before and after). */
  occurrence: occurrenceChange.optional(),
  /** The press (its key) that claimed the Undo of this move, or of an earlier one (which undoes this one too). */
  undoneBy: z.string().optional(),
  /** When the event was put back at `from`, at Google and in the row. */
  restoredAt: z.string().optional(),
});

/**
 * One change of an added event, kept in calendar_events.previous_times (oldest first; an entry's
 * index names it): a move, a rename, a place, or one occurrence of a series moved or cancelled.
 */
export type MoveRecord = z.infer<typeof moveRecord>;

export const kindOf = (record: Pick<MoveRecord, 'kind'>): ChangeKind => record.kind ?? 'move';

/**
 * What a change touches: the time (a series' rule with it), the title, the place, or one
 * occurrence of a series. Undoing a change puts back only that, and counts the later changes of
 * the same thing as undone with it (going back before them); the others stay.
 */
const subjectOf = (record: Pick<MoveRecord, 'kind' | 'occurrence'>): string => {
  const kind = kindOf(record);
  if (kind === 'rename') return 'title';
  if (kind === 'place') return 'place';
  if (kind === 'occurrence-move' || kind === 'occurrence-cancel') return `occurrence:${record.occurrence?.originalStart ?? ''}`;
  return 'time';
};

export const sameSubject = (a: Pick<MoveRecord, 'kind' | 'occurrence'>, b: Pick<MoveRecord, 'kind' | 'occurrence'>) => subjectOf(a) === subjectOf(b);

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

/** The event's state as a change keeps it: its time, title, place and rule. */
export const stateOf = (row: CalendarEvent): EventState => ({ ...timesOf(row), title: row.eventTitle, location: row.location, recurrence: row.recurrence });

/** The row's fields for a state (a title, place or rule the state does not know is left as it is). */
export const rowTimes = (state: EventState) => ({
  startTime: state.startTime ? new Date(state.startTime) : null,
  endTime: state.endTime ? new Date(state.endTime) : null,
  allDay: state.allDay,
  startDate: state.startDate,
  endDate: state.endDate,
  ...(state.title !== undefined ? { eventTitle: state.title } : {}),
  ...(state.location !== undefined ? { location: state.location } : {}),
  ...(state.recurrence !== undefined ? { recurrence: state.recurrence } : {}),
});

/** The row as it would be in `state` (to spell it, or to send it to Google), the row itself unchanged. */
export const atTimes = (row: CalendarEvent, state: EventState): CalendarEvent => Object.assign(row.$clone(), rowTimes(state));

/** The row's fields a change of this kind sets to `state`: its time, title or place (one occurrence's change sets none of the row's). */
export function changedFields(record: Pick<MoveRecord, 'kind'>, state: EventState) {
  switch (kindOf(record)) {
    case 'rename':
      return state.title !== undefined ? { eventTitle: state.title } : {};
    case 'place':
      return state.location !== undefined ? { location: state.location } : {};
    case 'occurrence-move':
    case 'occurrence-cancel':
      return {};
    default: {
      const { eventTitle: _title, location: _location, ...times } = rowTimes(state);
      return times;
    }
  }
}

/** The row with the fields of a change set to `state`, the row itself unchanged. */
export const withChange = (row: CalendarEvent, record: Pick<MoveRecord, 'kind'>, state: EventState): CalendarEvent => Object.assign(row.$clone(), changedFields(record, state));

/**
 * Keeps a change that Google has taken: the row goes to `to` and the change is added, in one
 * write under the row's lock. A change already kept under the same key is not added again.
 */
export async function recordMove(eventId: string, move: Pick<MoveRecord, 'key' | 'kind' | 'from' | 'to' | 'occurrence'>, htmlLink: string | null): Promise<{ row: CalendarEvent; index: number }> {
  return CalendarEvent.transaction(async (trx) => {
    const row = await CalendarEvent.query(trx).findById(eventId).forUpdate().throwIfNotFound();
    const moves = movesOf(row);
    const known = moves.findIndex((m) => m.key === move.key);
    if (known >= 0) return { row, index: known };
    const next = [...moves, { key: move.key, ...(move.kind && move.kind !== 'move' ? { kind: move.kind } : {}), from: move.from, to: move.to, ...(move.occurrence ? { occurrence: move.occurrence } : {}) }];
    const moved = await CalendarEvent.query(trx).patchAndFetchById(eventId, { ...changedFields(move, move.to), htmlLink, previousTimes: next, updatedAt: new Date() });
    return { row: moved, index: next.length - 1 };
  });
}

export type UndoClaim = 'claimed' | 'already_undone' | 'unknown_move';

/**
 * A press of a "Moved" message's Undo claims the move for itself (and every later change of the
 * same thing, which going back before this one undoes too), so a second press, or a press of a
 * later move's Undo, is answered as already undone. The same press handled again (the update
 * redelivered) finds its own claim and goes on.
 */
export async function claimUndo(eventId: string, index: number, key: string): Promise<UndoClaim> {
  return CalendarEvent.transaction(async (trx) => {
    const row = await CalendarEvent.query(trx).findById(eventId).forUpdate();
    const moves = row ? movesOf(row) : [];
    const move = moves[index];
    if (!move) return 'unknown_move';
    if (move.undoneBy === key) return 'claimed';
    if (move.undoneBy !== undefined) return 'already_undone';
    const next = moves.map((m, i) => (i >= index && m.undoneBy === undefined && sameSubject(m, move) ? { ...m, undoneBy: key } : m));
    await CalendarEvent.query(trx).findById(eventId).patch({ previousTimes: next });
    return 'claimed';
  });
}

/**
 * The move is undone at Google: the row's time (or title, or place) goes back to what it was
 * before it, the move is marked restored, and any change of the same thing made since (while the
 * restore waited) counts as undone by it too.
 */
export async function recordRestore(eventId: string, index: number, key: string, htmlLink: string | null): Promise<CalendarEvent> {
  return CalendarEvent.transaction(async (trx) => {
    const row = await CalendarEvent.query(trx).findById(eventId).forUpdate().throwIfNotFound();
    const moves = movesOf(row);
    const move = moves[index];
    if (!move || move.restoredAt !== undefined) return row;
    const next = moves.map((m, i) => (i === index ? { ...m, restoredAt: new Date().toISOString() } : i > index && m.undoneBy === undefined && sameSubject(m, move) ? { ...m, undoneBy: key } : m));
    return CalendarEvent.query(trx).patchAndFetchById(eventId, { ...changedFields(move, move.from), htmlLink, previousTimes: next, updatedAt: new Date() });
  });
}
