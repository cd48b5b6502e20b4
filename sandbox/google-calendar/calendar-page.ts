import type Router from '@koa/router';
import { DateTime } from 'luxon';
import { SANDBOX_GOOGLE_CALENDAR_PATH } from '../../core/clients/google-calendar/endpoints.ts';
import { demoAccounts, type DemoCalendar } from './demo-calendars.ts';
import { escapeHtml, page } from './html.ts';
import type { SandboxCalendarStore, StoredEvent } from './store.ts';

const DAY = 'ccc d LLL yyyy';

/** When an event is, as a person reads it in the calendar's zone: "Thu 26 Nov 2026, 10:00–10:30". */
function whenText(e: StoredEvent, zone: string): { text: string; iso: string } {
  const start = DateTime.fromMillis(e.startMs, { zone });
  const end = DateTime.fromMillis(e.endMs, { zone });
  if (e.event.start?.date) {
    const last = end.minus({ days: 1 });
    const text = last.hasSame(start, 'day') ? start.toFormat(DAY) : `${start.toFormat(DAY)} – ${last.toFormat(DAY)}`;
    return { text: `${text} (all day)`, iso: e.event.start.date };
  }
  const until = end.hasSame(start, 'day') ? end.toFormat('HH:mm') : end.toFormat(`${DAY}, HH:mm`);
  return { text: `${start.toFormat(`${DAY}, HH:mm`)}–${until}`, iso: start.toISO() ?? '' };
}

function eventItem(e: StoredEvent, calendar: DemoCalendar): string {
  const when = whenText(e, calendar.timeZone);
  const location = e.event.location ? `<br><small>${escapeHtml(e.event.location)}</small>` : '';
  return `<li id="event-${escapeHtml(e.event.id)}" style="--c:${escapeHtml(calendar.backgroundColor ?? '#1765cc')}"><strong>${escapeHtml(e.event.summary || '(No title)')}</strong><br><time datetime="${escapeHtml(when.iso)}">${escapeHtml(when.text)}</time>${location}</li>`;
}

function calendarSection(store: SandboxCalendarStore, account: string, calendar: DemoCalendar, index: number): string {
  const events = [...store.eventsOf(account, calendar.id).values()].filter((e) => e.event.status !== 'cancelled').sort((a, b) => a.startMs - b.startMs || a.seq - b.seq);
  const list = events.length > 0 ? `<ul class="events">${events.map((e) => eventItem(e, calendar)).join('\n')}</ul>` : '<p>No events.</p>';
  const note = calendar.primary ? 'primary, ' : '';
  return `<section aria-labelledby="calendar-${index}"><h2 id="calendar-${index}"><span class="swatch" style="background:${escapeHtml(calendar.backgroundColor ?? '#1765cc')}" aria-hidden="true"></span>${escapeHtml(calendar.summary)} <small>(${note}${escapeHtml(calendar.timeZone)})</small></h2>
${list}</section>`;
}

/**
 * What a demo account's Google Calendar holds, for a person (and a browser test) to see what
 * the bot wrote: every calendar with its events in order, each at `#event-<id>` (the
 * events' htmlLink). Without an account it lists the accounts.
 */
export function registerCalendarPage(router: Router, store: SandboxCalendarStore) {
  router.get('/calendar', (ctx) => {
    const account = typeof ctx.query.account === 'string' ? ctx.query.account : undefined;
    if (account === undefined) {
      const links = demoAccounts()
        .map((a) => `<li><a href="${SANDBOX_GOOGLE_CALENDAR_PATH}/calendar?account=${encodeURIComponent(a.email)}">${escapeHtml(a.name)}</a> <small>${escapeHtml(a.email)}</small></li>`)
        .join('');
      return page(ctx, 200, 'Calendars', `<h1>Google Calendar</h1><p>Choose a demo account to see its calendars.</p><ul>${links}</ul>`);
    }
    const calendars = store.calendarsOf(account);
    const person = demoAccounts().find((a) => a.email === account);
    if (!calendars || !person) return page(ctx, 404, 'Not found', `<h1>No such account</h1><p>${escapeHtml(account)} is not a demo Google account.</p>`);
    page(
      ctx,
      200,
      person.name,
      `<h1>Google Calendar of ${escapeHtml(person.name)}</h1><p><small>${escapeHtml(account)}</small></p>
${calendars.map((c, i) => calendarSection(store, account, c, i)).join('\n')}`,
    );
  });
}
