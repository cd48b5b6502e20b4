import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { en } from '../i18n/en';
import { loadMessages } from '../i18n/load';
import type { Locale } from '../i18n/types';

const locales = [
  { locale: 'en', name: 'English' },
  { locale: 'ru', name: 'Русский' },
];

/** react-admin's own texts with ours on top: the same message files the shell reads. */
const englishAll: TranslationMessages = { ...englishMessages, ...en };

async function loadRussian(): Promise<TranslationMessages> {
  const [{ default: russianMessages }, ru] = await Promise.all([import('ra-language-russian'), loadMessages('ru')]);
  // ra-language-russian trails react-admin's English by a few releases; English fills its gaps.
  return { ...deepMerge(englishMessages, russianMessages), ...ru };
}

const load = (locale: string): Promise<TranslationMessages> => (locale === 'ru' ? loadRussian() : Promise.resolve(englishAll));

const providers = new Map<Locale, Promise<I18nProvider>>();

/**
 * ra-i18n-polyglot needs the first language's messages synchronously, and Russian is a lazy
 * chunk; so the provider is built once its first language is in, and the operator frame
 * waits for it (React's use()). Later switches load through changeLocale as usual.
 */
export function i18nProviderFor(initial: Locale): Promise<I18nProvider> {
  let provider = providers.get(initial);
  if (!provider) {
    provider = load(initial).then((messages) => polyglotI18nProvider((locale) => (locale === initial ? messages : load(locale)), initial, locales));
    providers.set(initial, provider);
  }
  return provider;
}

type Tree = { [key: string]: string | Tree | undefined };

/** `over` on top of `base`, key by key at every depth; the result keeps base's shape. */
function deepMerge<T extends Tree>(base: T, over: Tree): T {
  const merged: Tree = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = merged[key];
    merged[key] = typeof value === 'object' && typeof current === 'object' ? deepMerge(current, value) : value;
  }
  return merged as T;
}
