import { z } from 'zod';

/**
 * An IANA zone name the runtime knows, aliases included: Intl.supportedValuesOf lists only
 * ICU's canonical names (Asia/Calcutta, Europe/Kiev), while browsers report the current ones
 * (Asia/Kolkata, Europe/Kyiv), so the list would refuse the zone of the person's own browser.
 */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z0-9_+\-/]{1,64}$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = (message: string) => z.string().refine(isTimeZone, message);
