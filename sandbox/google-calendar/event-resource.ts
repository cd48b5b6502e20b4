import { randomBytes } from 'node:crypto';
import type { calendar_v3 } from 'googleapis';
import { z } from 'zod';
import { SANDBOX_GOOGLE_CALENDAR_PATH } from '../../core/clients/google-calendar/endpoints.ts';
import type { DemoCalendar } from './demo-calendars.ts';
import type { StoredEvent } from './store.ts';
import { utcStamp } from './time.ts';

/** Google's rule for an event id a client chooses: 5-1024 characters of base32hex (a-v, 0-9). */
export const EVENT_ID = /^[a-v0-9]{5,1024}$/;

const eventDateTime = z.object({ date: z.string().max(20).nullish(), dateTime: z.string().max(40).nullish(), timeZone: z.string().max(64).nullish() }).loose();
const properties = z.record(z.string().max(1024), z.string().max(8192));

/** The writable fields of an event the product may send; others are taken and ignored, as unknown fields at Google. */
export const eventBody = z
  .object({
    id: z.string().max(1100).optional(),
    summary: z.string().max(8192).nullish(),
    description: z.string().max(65_536).nullish(),
    location: z.string().max(8192).nullish(),
    start: eventDateTime.optional(),
    end: eventDateTime.optional(),
    status: z.enum(['confirmed', 'tentative', 'cancelled']).optional(),
    transparency: z.enum(['opaque', 'transparent']).optional(),
    colorId: z.string().max(4).nullish(),
    extendedProperties: z.object({ private: properties.optional(), shared: properties.optional() }).optional(),
    /** RRULE, EXRULE, RDATE and EXDATE lines of a recurring event (RFC 5545); null clears them. */
    recurrence: z.array(z.string().min(1).max(1024).regex(/^(RRULE|EXRULE|RDATE|EXDATE)[:;]/)).max(20).nullish(),
    reminders: z
      .object({ useDefault: z.boolean().optional(), overrides: z.array(z.object({ method: z.enum(['email', 'popup']), minutes: z.number().int().min(0).max(40_320) })).max(5).optional() })
      .optional(),
  })
  .loose();
export type EventBody = z.infer<typeof eventBody>;

const BASE32HEX = '0123456789abcdefghijklmnopqrstuv';
/** A server-chosen id in Google's alphabet (26 characters, like Google's own). */
export const newEventId = () => [...randomBytes(26)].map((b) => BASE32HEX[b % 32]).join('');

/** Where the sandbox shows the event to a person: the fake's calendar page, at the event. */
export const htmlLink = (publicUrl: string, account: string, id: string) =>
  `${publicUrl.replace(/\/$/, '')}${SANDBOX_GOOGLE_CALENDAR_PATH}/calendar?account=${encodeURIComponent(account).replace('%40', '@')}#event-${id}`;

/** Google's event etag: quoted, changing with every write. */
const etag = (ms: number, sequence: number) => `"${ms * 1000 + sequence}"`;

/** null in a write clears a field at Google; the answer then leaves it out. */
const present = <T,>(value: T | null | undefined): T | undefined => (value === null ? undefined : value);

type Times = { start: calendar_v3.Schema$EventDateTime; end: calendar_v3.Schema$EventDateTime; startMs: number; endMs: number };

interface Owner {
  account: string;
  calendar: DemoCalendar;
  publicUrl: string;
}

/** A new event in the shape events.insert answers. */
export function createdEvent(body: EventBody, times: Times, id: string, owner: Owner, seq: number): StoredEvent {
  const now = Date.now();
  const event: StoredEvent['event'] = {
    kind: 'calendar#event',
    etag: etag(now, 0),
    id,
    status: body.status ?? 'confirmed',
    htmlLink: htmlLink(owner.publicUrl, owner.account, id),
    created: utcStamp(now),
    updated: utcStamp(now),
    summary: present(body.summary),
    description: present(body.description),
    location: present(body.location),
    colorId: present(body.colorId),
    creator: { email: owner.account, self: true },
    organizer: { email: owner.calendar.id, ...(owner.calendar.primary ? {} : { displayName: owner.calendar.summary }), self: true },
    start: times.start,
    end: times.end,
    iCalUID: `${id}@google.com`,
    sequence: 0,
    transparency: body.transparency,
    extendedProperties: body.extendedProperties,
    recurrence: present(body.recurrence),
    reminders: body.reminders ?? { useDefault: true },
    eventType: 'default',
  };
  // Through JSON once, so the stored answer leaves absent fields out as Google's does (no `summary: undefined`).
  return { event: JSON.parse(JSON.stringify(event)) as StoredEvent['event'], startMs: times.startMs, endMs: times.endMs, seq };
}

/** events.patch: the fields given replace the stored ones (extended properties merge key by key); a time change bumps the sequence. */
export function patchedEvent(stored: StoredEvent, body: EventBody, times: Times): StoredEvent {
  const before = stored.event;
  const moved = times.startMs !== stored.startMs || times.endMs !== stored.endMs;
  const sequence = (before.sequence ?? 0) + (moved ? 1 : 0);
  const now = Date.now();
  const has = (key: keyof EventBody) => Object.hasOwn(body, key);
  const event: StoredEvent['event'] = {
    ...before,
    etag: etag(now, sequence),
    updated: utcStamp(now),
    sequence,
    start: times.start,
    end: times.end,
    ...(has('summary') ? { summary: present(body.summary) } : {}),
    ...(has('description') ? { description: present(body.description) } : {}),
    ...(has('location') ? { location: present(body.location) } : {}),
    ...(has('colorId') ? { colorId: present(body.colorId) } : {}),
    ...(has('recurrence') ? { recurrence: present(body.recurrence) } : {}),
    ...(body.status ? { status: body.status } : {}),
    ...(body.transparency ? { transparency: body.transparency } : {}),
    ...(body.reminders ? { reminders: body.reminders } : {}),
    ...(body.extendedProperties
      ? {
          extendedProperties: {
            private: { ...before.extendedProperties?.private, ...body.extendedProperties.private },
            shared: { ...before.extendedProperties?.shared, ...body.extendedProperties.shared },
          },
        }
      : {}),
  };
  return { event: JSON.parse(JSON.stringify(event)) as StoredEvent['event'], startMs: times.startMs, endMs: times.endMs, seq: stored.seq };
}
