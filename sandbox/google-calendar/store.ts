import type { calendar_v3 } from 'googleapis';
import type { SandboxGrants } from '../google-oauth/grants.ts';
import { demoAccounts, demoCalendarsOf, type DemoCalendar } from './demo-calendars.ts';

/** An event as the API answers it, with its bounds as instants for the time-window queries. */
export interface StoredEvent {
  event: calendar_v3.Schema$Event & { id: string };
  startMs: number;
  endMs: number;
  /** Insertion order: Google's "stable, unspecified" order when no orderBy is asked. */
  seq: number;
}

export interface SandboxCalendarStore {
  /** The account's calendars; undefined for an address that is not a demo account. */
  calendarsOf(account: string): DemoCalendar[] | undefined;
  /** One calendar of the account, by id or 'primary'; undefined when the account has no such calendar. */
  calendar(account: string, calendarId: string): DemoCalendar | undefined;
  /** A calendar's events, deleted ones included (Google keeps them as 'cancelled'). */
  eventsOf(account: string, calendarId: string): Map<string, StoredEvent>;
  /** The next insertion number. */
  nextSeq(): number;

  /** Test hook: the events of an account (of one calendar, or all of them), deleted ones only when asked. */
  events(account: string, calendarId?: string, options?: { includeDeleted?: boolean }): Array<calendar_v3.Schema$Event & { id: string }>;
  /** Test hook: the user removed the app's access in their Google account; every token of the account stops working. */
  revokeAccount(account: string): void;
  /** Test hook: the next `count` Calendar API calls answer `status` with Google's error body (a 503 outage, a 429). */
  failNext(count: number, status: number): void;
  /** Takes one injected failure: the status the current API call must answer, if any. */
  takeFailure(): number | undefined;
}

/**
 * The sandbox Calendar's memory: each demo account's three calendars and the events written to
 * them, kept in this process (a restart starts empty, like a fresh demo account).
 */
export function createSandboxCalendarStore(grants: SandboxGrants): SandboxCalendarStore {
  const calendars = new Map(demoAccounts().map((a) => [a.email, demoCalendarsOf(a.email)]));
  const events = new Map<string, Map<string, StoredEvent>>();
  let seq = 0;
  let failures = { remaining: 0, status: 503 };

  const store: SandboxCalendarStore = {
    calendarsOf: (account) => calendars.get(account),

    calendar(account, calendarId) {
      const own = calendars.get(account);
      return calendarId === 'primary' ? own?.find((c) => c.primary) : own?.find((c) => c.id === calendarId);
    },

    eventsOf(account, calendarId) {
      const key = `${account}\n${calendarId}`;
      const found = events.get(key) ?? new Map<string, StoredEvent>();
      events.set(key, found);
      return found;
    },

    nextSeq: () => ++seq,

    events(account, calendarId, options = {}) {
      const ids = calendarId ? [store.calendar(account, calendarId)?.id ?? calendarId] : (calendars.get(account) ?? []).map((c) => c.id);
      return ids
        .flatMap((id) => [...store.eventsOf(account, id).values()])
        .filter((e) => options.includeDeleted || e.event.status !== 'cancelled')
        .sort((a, b) => a.startMs - b.startMs || a.seq - b.seq)
        .map((e) => e.event);
    },

    revokeAccount: (account) => grants.revokeAccount(account),

    failNext(count, status) {
      failures = { remaining: count, status };
    },

    takeFailure() {
      if (failures.remaining <= 0) return undefined;
      failures.remaining -= 1;
      return failures.status;
    },
  };
  return store;
}
