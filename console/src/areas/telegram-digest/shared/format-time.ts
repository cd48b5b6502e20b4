import { intlLocale } from '../../../i18n/format';
import type { Locale } from '../../../i18n/types';

/** A moment as 'Mar 10, 2026, 9:00 AM' or '10 мар. 2026 г., 09:00', in the browser's zone. */
export const formatDateTime = (iso: string, locale: Locale): string => new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
