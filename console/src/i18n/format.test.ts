import { describe, expect, it } from 'vitest';
import { formatDate, formatRub } from './format';

describe('subscription formats', () => {
  it('write roubles with the grouping of each language', () => {
    expect(formatRub(2100, 'en')).toBe('2,100');
    expect(formatRub(2100, 'ru').replace(/\s/g, ' ')).toBe('2 100');
    expect(formatRub(1050.5, 'en')).toBe('1,050.5');
  });

  it('write dates as en-US in English and in words in Russian, without the trailing г.', () => {
    expect(formatDate('2025-07-18T10:00:00Z', 'en')).toBe('July 18, 2025');
    expect(formatDate('2025-07-18T10:00:00Z', 'ru')).toBe('18 июля 2025');
  });
});
