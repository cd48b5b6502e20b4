import Polyglot from 'node-polyglot';
import { describe, expect, it } from 'vitest';
import { areas } from '../areas';
import { leaves } from '../test/message-leaves';
import { allBundles } from '../test/messages';
import type { MessageTree } from './catalog';
import { en } from './en';
import { ru } from './ru';
import { LOCALES } from './types';

// Each name once: Russian has three plural forms where English has two, so smart_count repeats.
const placeholders = (text: string) => [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]))].sort();

/** The shell's message files and every area's (areas/index.ts) and the operator frame's, in both languages. */
const files: { name: string; en: MessageTree; ru: MessageTree }[] = [
  { name: 'shell', en, ru },
  ...(await Promise.all(allBundles.map(async (bundle) => ({ name: bundle.id, en: await bundle.load('en'), ru: await bundle.load('ru') })))),
];

describe.each(files)('the $name messages', ({ en: english, ru: russian }) => {
  const englishTexts = leaves(english);
  const russianTexts = leaves(russian);

  it('give every English key a Russian one, at every depth', () => {
    expect([...englishTexts.keys()].filter((key) => !russianTexts.has(key))).toEqual([]);
  });

  it('have no Russian key that English lacks', () => {
    expect([...russianTexts.keys()].filter((key) => !englishTexts.has(key))).toEqual([]);
  });

  it('have no empty texts', () => {
    expect([...englishTexts, ...russianTexts].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    const mismatched = [...englishTexts].filter(([key, text]) => placeholders(text).join() !== placeholders(russianTexts.get(key) ?? '').join());
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });
});

describe('the message files together', () => {
  it('cover every area that has views', () => {
    const withViews = areas.filter((area) => area.screens !== undefined || area.pages !== undefined);
    expect(withViews.filter((area) => area.messages === undefined).map((area) => area.id)).toEqual([]);
    expect(withViews.map((area) => area.messages?.id)).toEqual(['youtube', 'telegram', 'telegramCalendar', 'telegramDigest', 'homework', 'analytics', 'subscription', 'sandboxChat']);
  });

  it("never share a top-level key: an area's texts are laid over the shell's as they come", () => {
    const seen = new Map<string, string[]>();
    for (const { name, en: english } of files) for (const key of Object.keys(english)) seen.set(key, [...(seen.get(key) ?? []), name]);
    expect([...seen].filter(([, names]) => names.length > 1)).toEqual([]);
  });

  it("give every area's nav label in every language", () => {
    for (const area of areas) {
      for (const locale of LOCALES) if (area.nav) expect(area.nav.label[locale].trim()).not.toBe('');
    }
  });

  it('hold the spec texts word for word', () => {
    expect(en.landing.headline).toBe('AI-Powered Microservices');
    expect(en.auth.signInWithGoogle).toBe('Sign in with Google');
    expect(en.auth.sessionExpired).toEqual({ title: 'Session Expired', description: 'Your session has expired. Please log in again to continue using this feature.' });
    expect(en.errors.generic.title).toBe('Something went wrong');
    expect(en.errors.generic.retry).toBe('Try again');
    expect(en.nav.manageSubscription).toBe('Manage Subscription');
    expect(en.nav.logout).toBe('Logout');
    expect(areas.flatMap((area) => (area.nav ? [area.nav.label.en] : []))).toEqual(['YouTube', 'Telegram', 'Homework', 'Analytics', 'Subscription']);
  });

  it('read in Russian with polyglot, plural forms included', () => {
    const operator = files.find((file) => file.name === 'operator')!;
    const polyglot = new Polyglot({ locale: 'ru', phrases: { ...ru, ...operator.ru } });
    expect(polyglot.t('landing.welcome', { name: 'Анна' })).toBe('С возвращением, Анна!');
    expect(polyglot.t('resources.admin/users.name', { smart_count: 2 })).toBe('Пользователи');
  });
});
