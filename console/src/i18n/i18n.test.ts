import Polyglot from 'node-polyglot';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { ru } from './ru';

type Tree = { [key: string]: string | Tree };

/** Every dotted key with its text. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

// Each name once: Russian has three plural forms where English has two, so smart_count repeats.
const placeholders = (text: string) => [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]))].sort();

const english = leaves(en);
const russian = leaves(ru);

describe('message files', () => {
  it('give every English key a Russian one, at every depth', () => {
    expect([...english.keys()].filter((key) => !russian.has(key))).toEqual([]);
  });

  it('have no Russian key that English lacks', () => {
    expect([...russian.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('have no empty texts', () => {
    expect([...english, ...russian].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    const mismatched = [...english].filter(([key, text]) => placeholders(text).join() !== placeholders(russian.get(key) ?? '').join());
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('hold the spec texts word for word', () => {
    expect(en.landing.headline).toBe('AI-Powered Microservices');
    expect(en.auth.signInWithGoogle).toBe('Sign in with Google');
    expect(en.auth.sessionExpired).toEqual({ title: 'Session Expired', description: 'Your session has expired. Please log in again to continue using this feature.' });
    expect(en.errors.generic.title).toBe('Something went wrong');
    expect(en.errors.generic.retry).toBe('Try again');
    expect(en.nav.manageSubscription).toBe('Manage Subscription');
    expect(en.nav.logout).toBe('Logout');
  });

  it('read in Russian with polyglot, plural forms included', () => {
    const polyglot = new Polyglot({ locale: 'ru', phrases: ru });
    expect(polyglot.t('landing.welcome', { name: 'Анна' })).toBe('С возвращением, Анна!');
    expect(polyglot.t('resources.admin/users.name', { smart_count: 2 })).toBe('Пользователи');
  });
});
