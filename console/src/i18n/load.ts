import { en, type Messages } from './en';
import type { Locale } from './types';

/** English is bundled with the shell; Russian is fetched the first time it is needed. */
export function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === 'ru') return import('./ru').then((module) => module.ru);
  return Promise.resolve(en);
}
