import Polyglot from 'node-polyglot';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { ru } from '../i18n/ru';
import { formatCount, formatRelative } from './format';

const now = Date.parse('2025-07-10T12:00:00Z');

describe('the video page formats', () => {
  it('give comment times in the largest whole unit', () => {
    expect(formatRelative('2025-07-10T11:15:00Z', now, 'en', en.youtube.video.justNow)).toBe('45 minutes ago');
    expect(formatRelative('2025-07-10T11:59:00Z', now, 'en', en.youtube.video.justNow)).toBe('1 minute ago');
    expect(formatRelative('2025-07-07T12:00:00Z', now, 'en', en.youtube.video.justNow)).toBe('3 days ago');
    expect(formatRelative('2025-07-07T12:00:00Z', now, 'ru', ru.youtube.video.justNow)).toBe('3 дня назад');
    expect(formatRelative('2024-06-01T12:00:00Z', now, 'en', en.youtube.video.justNow)).toBe('last year');
  });

  it("say 'Just now' under a minute, as spec 4 marks a reply just published, in both languages", () => {
    for (const iso of ['2025-07-10T12:00:00Z', '2025-07-10T11:59:30Z', '2025-07-10T11:59:01Z']) {
      expect(formatRelative(iso, now, 'en', en.youtube.video.justNow)).toBe('Just now');
      expect(formatRelative(iso, now, 'ru', ru.youtube.video.justNow)).toBe('Только что');
    }
    // A server clock a little ahead of this one: still just now, never 'in 2 minutes'.
    expect(formatRelative('2025-07-10T12:02:00Z', now, 'en', en.youtube.video.justNow)).toBe('Just now');
  });

  it('count views in both languages, plural forms included', () => {
    const views = (messages: typeof en, locale: 'en' | 'ru', count: number) =>
      new Polyglot({ locale, phrases: messages }).t('youtube.video.views', { smart_count: count, count: formatCount(count, locale) });
    expect(views(en, 'en', 1)).toBe('1 view');
    expect(views(en, 'en', 12345)).toBe('12,345 views');
    expect(views(ru, 'ru', 1)).toBe('1 просмотр');
    expect(views(ru, 'ru', 3)).toBe('3 просмотра');
    expect(views(ru, 'ru', 12345).replace(/\s/g, ' ')).toBe('12 345 просмотров');
  });
});
