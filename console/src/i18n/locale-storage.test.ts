import { describe, expect, it } from 'vitest';
import { initialLocale, LOCALE_STORAGE_KEY, rememberLocale } from './locale-storage';

describe('the language choice', () => {
  it('is remembered in local storage', () => {
    rememberLocale('ru');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('ru');
    expect(initialLocale(localStorage, ['en-US'])).toBe('ru');
  });

  it("defaults to the browser's language when it is Russian, else English", () => {
    expect(initialLocale(localStorage, ['ru-RU', 'en'])).toBe('ru');
    expect(initialLocale(localStorage, ['de-DE', 'en'])).toBe('en');
  });

  it('ignores a stored value that is not a locale', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'fr');
    expect(initialLocale(localStorage, ['en'])).toBe('en');
  });
});
