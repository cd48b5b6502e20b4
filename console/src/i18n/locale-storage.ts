import { isLocale, type Locale } from './types';

export const LOCALE_STORAGE_KEY = 'locale';

/** The remembered choice, else the browser's language when it is Russian, else English. */
export function initialLocale(storage: Pick<Storage, 'getItem'> = localStorage, languages: readonly string[] = navigator.languages): Locale {
  const stored = safely(() => storage.getItem(LOCALE_STORAGE_KEY));
  if (isLocale(stored)) return stored;
  return languages.some((language) => language.toLowerCase().startsWith('ru')) ? 'ru' : 'en';
}

export function rememberLocale(locale: Locale, storage: Pick<Storage, 'setItem'> = localStorage): void {
  safely(() => storage.setItem(LOCALE_STORAGE_KEY, locale));
}

// Storage can throw (private mode, disabled cookies); the language choice is not worth a crash.
function safely<T>(action: () => T): T | null {
  try {
    return action();
  } catch {
    return null;
  }
}
