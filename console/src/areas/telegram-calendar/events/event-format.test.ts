import Polyglot from 'node-polyglot';
import { describe, expect, it } from 'vitest';
import type { Translate } from '../../../i18n/types';
import { en } from '../i18n/en';
import { ru } from '../i18n/ru';
import { messagingEvent } from '../testing/fake-server';
import { ageInDays, formatAge, formatStart, sourceOf, statusOf, titleOf } from './event-format';

const translate = (locale: 'en' | 'ru'): Translate => {
  const polyglot = new Polyglot({ locale, phrases: locale === 'ru' ? ru : en });
  return (key, values) => polyglot.t(key, values);
};

describe('an event as the list shows it', () => {
  it('counts its age in calendar days of the browser', () => {
    const now = new Date(2026, 2, 10, 0, 30);
    expect(ageInDays(new Date(2026, 2, 10, 0, 5).toISOString(), now)).toBe(0);
    expect(ageInDays(new Date(2026, 2, 9, 23, 50).toISOString(), now)).toBe(1);
    expect(ageInDays(new Date(2026, 1, 28, 12, 0).toISOString(), now)).toBe(10);
    // A clock a little ahead of the server's never says "-1 days".
    expect(ageInDays(new Date(2026, 2, 11, 9, 0).toISOString(), now)).toBe(0);
  });

  it("says 'Today', '1 day ago', 'N days ago', with Russian's three plural forms", () => {
    const now = new Date(2026, 2, 30, 12, 0);
    const daysAgo = (days: number) => new Date(2026, 2, 30 - days, 9, 0).toISOString();
    expect([0, 1, 2, 5].map((days) => formatAge(daysAgo(days), now, translate('en')))).toEqual(['Today', '1 day ago', '2 days ago', '5 days ago']);
    expect([0, 1, 3, 5, 21].map((days) => formatAge(daysAgo(days), now, translate('ru')))).toEqual(['Сегодня', '1 день назад', '3 дня назад', '5 дней назад', '21 день назад']);
  });

  it('gives the start in the event’s own zone with its name; all-day events by date; none when not known yet', () => {
    const t = translate('en');
    expect(formatStart(messagingEvent(), 'en', t)).toMatch(/^Mar 12, 2026, 3:00\sPM \(Europe\/Moscow\)$/);
    expect(formatStart(messagingEvent({ timeZone: 'America/New_York' }), 'en', t)).toMatch(/^Mar 12, 2026, 8:00\sAM \(America\/New_York\)$/);
    expect(formatStart(messagingEvent({ allDay: true, startTime: '2026-03-14T00:00:00.000Z', timeZone: 'UTC' }), 'en', t)).toBe('Mar 14, 2026, all day');
    expect(formatStart(messagingEvent({ startTime: null }), 'en', t)).toBeNull();
    expect(formatStart(messagingEvent(), 'ru', translate('ru'))).toMatch(/^12 мар\. 2026 г\., 15:00 \(Europe\/Moscow\)$/);
    // A zone this browser does not know, or none: the browser's own, named.
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(formatStart(messagingEvent({ timeZone: 'Mars/Olympus' }), 'en', t)).toContain(`(${browserZone})`);
    expect(formatStart(messagingEvent({ timeZone: null }), 'en', t)).toContain(`(${browserZone})`);
  });

  it('reads the source, the status and the title as spec 3 and 4 say', () => {
    const t = translate('en');
    expect(sourceOf(messagingEvent({ transcribedText: 'dentist tomorrow at 3', source: 'voice' }))).toBe('voice');
    expect(sourceOf(messagingEvent({ source: 'text' }))).toBe('text');
    expect(sourceOf(messagingEvent({ source: 'photo' }))).toBe('photo');
    expect(['pending', 'created', 'cancelled', 'failed'].map((status) => statusOf(messagingEvent({ status: status as 'pending' })))).toEqual(['pending', 'created', 'cancelled', 'failed']);
    expect(titleOf(messagingEvent({ eventTitle: null, transcribedText: 'call mum' }), t)).toBe('call mum');
    expect(titleOf(messagingEvent({ eventTitle: null, transcribedText: null }), t)).toBe('Untitled');
  });
});
