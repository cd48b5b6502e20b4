import { createHash } from 'node:crypto';
import type { calendar_v3 } from 'googleapis';
import { sandboxDemoUsers } from '../../db/index.ts';

export const DEMO_TIME_ZONE = 'Europe/Moscow';

/** A calendar of a demo account as calendarList answers it (id, summary and zone always set). */
export type DemoCalendar = calendar_v3.Schema$CalendarListEntry & { id: string; summary: string; timeZone: string };

/** A secondary calendar's id looks like Google's: stable per account and name, so links survive a restart. */
const groupId = (email: string, name: string) => `${createHash('sha256').update(`${email}/${name}`).digest('hex').slice(0, 26)}@group.calendar.google.com`;

const entry = (calendar: calendar_v3.Schema$CalendarListEntry & { id: string; summary: string }): DemoCalendar => ({
  kind: 'calendar#calendarListEntry',
  etag: `"${createHash('sha1').update(calendar.id).digest('hex').slice(0, 16)}"`,
  foregroundColor: '#000000',
  selected: true,
  accessRole: 'owner',
  defaultReminders: [],
  ...calendar,
  timeZone: DEMO_TIME_ZONE,
});

/**
 * The three calendars every demo Google account has: the primary one (its id and name are the
 * address, as at Google) and two of its own, so the product's calendar picker has a choice.
 */
export function demoCalendarsOf(email: string): DemoCalendar[] {
  return [
    entry({ id: email, summary: email, colorId: '14', backgroundColor: '#9fe1e7', primary: true, defaultReminders: [{ method: 'popup', minutes: 10 }] }),
    entry({ id: groupId(email, 'work'), summary: 'Work', colorId: '16', backgroundColor: '#4986e7' }),
    entry({ id: groupId(email, 'family'), summary: 'Family', colorId: '12', backgroundColor: '#fad165' }),
  ];
}

/** The Google accounts a person can pick on the sandbox consent page. */
export const demoAccounts = () => sandboxDemoUsers.map((u) => ({ name: u.name, email: u.email }));
