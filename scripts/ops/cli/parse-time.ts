import { CliError } from './errors.ts';

const units: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/**
 * A time for --since/--until: an ISO date-time ("2026-11-27T06:00:00Z", "2026-11-27") or an age
 * ("30m", "2h", "7d" ago).
 */
export function parseTime(value: string, option: string, now = Date.now()): Date {
  const age = /^(\d+)([smhd])$/.exec(value.trim());
  if (age) return new Date(now - Number(age[1]) * units[age[2]!]!);
  const t = Date.parse(value);
  if (Number.isNaN(t)) throw new CliError(`--${option} "${value}" is neither an ISO date-time (2026-11-27T06:00:00Z) nor an age (30m, 2h, 7d)`);
  return new Date(t);
}
