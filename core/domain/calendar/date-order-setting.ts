import { UserSettings } from '../../../db/index.ts';
import type { DateOrder } from './when/date-order.ts';

/**
 * The order the user chose in settings for numeric dates ("03/12"), for `resolveWhen`'s
 * `dateOrder`; null for 'auto' (or no settings yet): then the message's language and the
 * user's zone decide (when/date-order.ts `dateOrderFor`).
 */
export async function dateOrderOf(userId: string): Promise<DateOrder | null> {
  const settings = await UserSettings.query().findById(userId).select('date_order');
  const chosen = settings?.dateOrder;
  return chosen === 'day-first' || chosen === 'month-first' ? chosen : null;
}
