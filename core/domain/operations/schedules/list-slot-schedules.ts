import type { ScheduleRow } from '../../../../contracts/operations.ts';
import { AnalyticsSettings, DigestPreference } from '../../../../db/index.ts';
import { scheduleUiUrl, type TemporalUiBase } from '../workflows/temporal-ui-link.ts';
import type { TemporalClient } from '../workflows/temporal-client.ts';
import { readSlotSchedules } from './read-slot-schedules.ts';
import type { SlotScheduleKind } from './slot-schedule-kinds.ts';
import { sortAndPage, type PageQuery } from './sort-and-page.ts';

/** Users whose runs each slot starts: enabled digests' owners, users with daily monitoring on. */
async function usersPerSlot(): Promise<Record<SlotScheduleKind['kind'], Map<string, number>>> {
  const digests = (await DigestPreference.query().where('enabled', true).select('slot').countDistinct('user_id as users').groupBy('slot')) as unknown as { slot: string; users: string }[];
  const analytics = (await AnalyticsSettings.query().where('daily_monitoring_enabled', true).whereNotNull('slot').select('slot').count('user_id as users').groupBy('slot')) as unknown as {
    slot: string;
    users: string;
  }[];
  const toMap = (rows: { slot: string; users: string }[]) => new Map(rows.map((r) => [r.slot, Number(r.users)]));
  return { digest: toMap(digests), analytics: toMap(analytics) };
}

export interface ScheduleFilter {
  kind?: string | undefined;
  paused?: boolean | undefined;
  q?: string | undefined;
}

/** The slot Schedules (digests, analytics monitoring) as Temporal has them, with their users from the database. */
export async function listSlotSchedules(
  temporal: TemporalClient,
  ui: TemporalUiBase,
  kinds: readonly SlotScheduleKind[],
  query: PageQuery<'nextRunAt' | 'id' | 'users' | 'lastRunAt', ScheduleFilter>,
): Promise<{ rows: ScheduleRow[]; total: number }> {
  const [schedules, users] = await Promise.all([readSlotSchedules(temporal, kinds), usersPerSlot()]);
  const { filter } = query;
  const rows: ScheduleRow[] = [...schedules.values()]
    .filter((s) => (!filter?.kind || s.kind === filter.kind) && (filter?.paused === undefined || s.paused === filter.paused) && (!filter?.q || s.scheduleId.toLowerCase().includes(filter.q.toLowerCase())))
    .map((s) => ({
      id: s.scheduleId,
      kind: s.kind,
      paused: s.paused,
      users: users[s.kind].get(s.slot) ?? 0,
      nextRunAt: s.nextRunAt?.toISOString() ?? null,
      lastRunAt: s.lastRunAt?.toISOString() ?? null,
      temporalUiUrl: scheduleUiUrl(ui, s.scheduleId),
    }));
  return sortAndPage(rows, query);
}
