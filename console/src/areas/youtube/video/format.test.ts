import Polyglot from 'node-polyglot';
import { describe, expect, it } from 'vitest';
import { en } from '../../../i18n/en';
import { ru } from '../../../i18n/ru';
import { formatCount, formatRelative } from './format';

const now = Date.parse('2025-07-10T12:00:00Z');

describe('the video page formats', () => {
  it('give comment times in the largest whole unit', () => {
    expect(formatRelative('2025-07-10T11:59:30Z', now, 'en')).toBe('now');
    expect(formatRelative('2025-07-10T11:15:00Z', now, 'en')).toBe('45 minutes ago');
    expect(formatRelative('2025-07-07T12:00:00Z', now, 'en')).toBe('3 days ago');
    expect(formatRelative('2025-07-07T12:00:00Z', now, 'ru')).toBe('3 дня назад');
    expect(formatRelative('2024-06-01T12:00:00Z', now, 'en')).toBe('last year');
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
