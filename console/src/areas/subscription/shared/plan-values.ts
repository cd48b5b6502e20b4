import { PLAN, REFUND_WINDOW_DAYS } from '../../../../../contracts/plan.ts';
import { formatRub } from '../../../i18n/format';
import type { Locale } from '../../../i18n/types';

/**
 * The plan's figures as the texts' placeholders, read from their one home (contracts/plan.ts):
 * `%{price}` in the reader's number format and `%{refundDays}`, the refund window.
 */
export const planValues = (locale: Locale) => ({ price: formatRub(PLAN.amountRub, locale), refundDays: REFUND_WINDOW_DAYS });
