import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { subscriptionMessages } from '../areas/subscription/i18n';
import type { MessageBundle, MessageTree } from '../i18n/catalog';
import { loadMessages } from '../i18n/load';
import type { Locale } from '../i18n/types';
import { operatorMessages } from '../operator/i18n';

const locales = [
  { locale: 'en', name: 'English' },
  { locale: 'ru', name: 'Русский' },
];

/** The areas' texts that react-admin translates: the operator screens', and the subscription statuses their choices name. */
export const frameMessages: readonly MessageBundle[] = [operatorMessages, subscriptionMessages];

/** Ours in one language: the shell's and the frame's bundles, the same files the shell reads. */
async function ours(locale: Locale): Promise<MessageTree> {
  const [shell, ...bundles] = await Promise.all([loadMessages(locale), ...frameMessages.map((bundle) => bundle.load(locale))]);
  return Object.assign({}, shell, ...bundles) as MessageTree;
}

/** react-admin's own texts with ours on top. */
async function load(locale: string): Promise<TranslationMessages> {
  if (locale !== 'ru') return { ...englishMessages, ...(await ours('en')) };
  const [{ default: russianMessages }, ru] = await Promise.all([import('ra-language-russian'), ours('ru')]);
  // ra-language-russian trails react-admin's English by a few releases; English fills its gaps.
  return { ...deepMerge(englishMessages, russianMessages), ...ru };
}

const providers = new Map<Locale, Promise<I18nProvider>>();

/**
 * ra-i18n-polyglot needs the first language's messages synchronously, and the areas' texts
 * (and Russian) are lazy chunks; so the provider is built once its first language is in, and
 * the operator frame waits for it (React's use()). Later switches load through changeLocale.
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
