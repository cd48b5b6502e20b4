import { describe, expect, it } from 'vitest';
import { countOf, formatViews } from './format-views';

describe('formatViews', () => {
  it.each([
    [0, '0'],
    [532, '532'],
    [999, '999'],
    [1000, '1.0K'],
    [12_840, '12.8K'],
    [248_900, '248.9K'],
    [999_949, '999.9K'],
    [999_999, '1.0M'],
    [1_000_000, '1.0M'],
    [1_530_000, '1.5M'],
    [12_345_678, '12.3M'],
  ])('%d views read %s', (views, text) => {
    expect(formatViews(views)).toBe(text);
  });

  it('reads nonsense as none', () => {
    expect(formatViews(Number.NaN)).toBe('0');
    expect(formatViews(-5)).toBe('0');
  });
});

describe('countOf', () => {
  it('reads YouTube string counts; a hidden one is null', () => {
    expect(countOf('12840')).toBe(12_840);
    expect(countOf(undefined)).toBeNull();
    expect(countOf('many')).toBeNull();
  });
});
