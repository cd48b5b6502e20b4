import type { Locale } from './types';

export const intlLocale = (locale: Locale) => (locale === 'ru' ? 'ru-RU' : 'en-US');

/** Roubles as people read them: 2,100 in English, 2 100 in Russian (the ₽ sign is in the message). */
export function formatRub(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 2 }).format(amount);
}

/**
 * A date of the subscription: 'July 18, 2025' (en-US, as spec 8 asks) or '18 июля 2025'. The
 * Russian 'г.' suffix is dropped: dates often end a sentence, which would then end in 'г..'.
 */
export function formatDate(iso: string, locale: Locale): string {
  return new Date(iso).toLocaleDateString(intlLocale(locale), { year: 'numeric', month: 'long', day: 'numeric' }).replace(/\s*г\.$/, '');
}
