import { TelegramLinkCode } from '../../../db/index.ts';

/**
 * Codes a day past their expiry are no use to anyone: after that, a late message with one hears
 * "unknown" instead of "expired", and a console-chosen 6-digit code can be picked again.
 */
export async function pruneLinkCodes(olderThanHours = 24): Promise<number> {
  return TelegramLinkCode.query().where('expires_at', '<', new Date(Date.now() - olderThanHours * 3_600_000)).delete();
}
