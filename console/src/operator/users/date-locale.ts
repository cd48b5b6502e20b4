import { useLocaleState } from 'react-admin';

/** Dates in the interface language rather than the browser's. */
export function useDateLocale(): string {
  const [locale] = useLocaleState();
  return locale === 'ru' ? 'ru-RU' : 'en-GB';
}
