import type { DigestFrequency } from '../../../contracts/digest.ts';

/**
 * A time slot: every digest due at the same wall-clock moment of the same zone shares one.
 * Each slot with an enabled digest has one Temporal Schedule whose run starts the slot's
 * digests (docs/decisions.md: aligned per-digest Schedules start slowly when many fall due).
 * `DAILY-x-0900-Europe/Moscow`, `WEEKLY-1-0900-UTC`, `HOURLY-x-xx05-Asia/Kolkata`.
 */
export interface SlotFields {
  frequency: DigestFrequency;
  hour: number | null;
  minute: number;
  dayOfWeek: number | null;
  timezone: string;
}

const two = (n: number) => String(n).padStart(2, '0');

export function slotOf(digest: SlotFields): string {
  const day = digest.frequency === 'WEEKLY' ? String(digest.dayOfWeek ?? 1) : 'x';
  const hour = digest.frequency === 'HOURLY' ? 'xx' : two(digest.hour ?? 0);
  return `${digest.frequency}-${day}-${hour}${two(digest.minute)}-${digest.timezone}`;
}

const SLOT = /^(HOURLY|DAILY|WEEKLY)-(x|[0-6])-(xx|[01]\d|2[0-3])([0-5]\d)-(.+)$/;

export function parseSlot(slot: string): SlotFields {
  const match = SLOT.exec(slot);
  if (!match) throw new Error(`Not a digest slot: ${slot}`);
  const [, frequency, day, hour, minute, timezone] = match as unknown as [string, DigestFrequency, string, string, string, string];
  return { frequency, dayOfWeek: day === 'x' ? null : Number(day), hour: hour === 'xx' ? null : Number(hour), minute: Number(minute), timezone };
}

/** One period of the digest's frequency: how far back a first run reads. */
export const periodMs = (frequency: DigestFrequency) => ({ HOURLY: 3_600_000, DAILY: 86_400_000, WEEKLY: 7 * 86_400_000 })[frequency];
