import type { DigestSchedule } from '../../../../contracts/operations.ts';
import { DigestPreference, DigestRun, User } from '../../../../db/index.ts';
import type { TemporalClient } from '../workflows/temporal-client.ts';
import { nextSlotTime } from './next-slot-time.ts';
import { readSlotSchedules } from './read-slot-schedules.ts';
import { sortAndPage, type PageQuery } from './sort-and-page.ts';

type Row = DigestPreference & { userEmail: string };

const escapeLike = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** When each digest last ran (its latest run's start), one query for the page. */
async function lastRunTimes(ids: string[]): Promise<Map<string, Date>> {
  if (ids.length === 0) return new Map();
  const runs = await DigestRun.query().whereIn('digest_id', ids).distinctOn('digest_id').orderBy([{ column: 'digest_id' }, { column: 'started_at', order: 'desc' }]).select('digest_id', 'started_at');
  return new Map(runs.map((r) => [r.digestId, r.startedAt]));
}

/**
 * Each user's digest with its schedule. A digest runs when its slot's Schedule fires and it is
 * enabled (workflows/digest-slot/activities.ts starts the slot's enabled digests), so: paused =
 * switched off; next run = the slot Schedule's next fire time, or, when Temporal has no Schedule
 * for the slot yet, the time its fields give (nextSlotTime). Sorted in memory: the next run is
 * Temporal's, not a column (a few thousand digests are read in milliseconds).
 */
export async function listDigestSchedules(
  temporal: TemporalClient,
  slotPrefix: string,
  query: PageQuery<'nextRunAt' | 'userEmail', { q?: string | undefined; paused?: boolean | undefined }>,
  now = new Date(),
): Promise<{ rows: DigestSchedule[]; total: number }> {
  const q = DigestPreference.query().select('digest_preferences.*', 'users.email as userEmail').join(User.tableName, 'users.id', 'digest_preferences.user_id');
  const { filter } = query;
  if (filter?.q) void q.where((w) => void w.whereILike('users.email', escapeLike(filter.q!)).orWhereILike('digest_preferences.name', escapeLike(filter.q!)));
  if (filter?.paused !== undefined) void q.where('digest_preferences.enabled', !filter.paused);
  const [digests, schedules] = await Promise.all([q as unknown as Promise<Row[]>, readSlotSchedules(temporal, [{ kind: 'digest', prefix: slotPrefix }])]);
  const rows = digests.map((d) => {
    const schedule = schedules.get(`${slotPrefix}${d.slot}`);
    const next = !d.enabled ? null : schedule ? schedule.nextRunAt : nextSlotTime(d, now);
    return {
      id: d.id,
      userId: d.userId,
      userEmail: d.userEmail,
      frequency: d.frequency,
      timezone: d.timezone,
      paused: !d.enabled,
      nextRunAt: next?.toISOString() ?? null,
      lastRunAt: null as string | null,
      scheduleId: schedule?.scheduleId ?? null,
    };
  });
  const page = sortAndPage(rows, query);
  const last = await lastRunTimes(page.rows.map((r) => r.id));
  for (const row of page.rows) row.lastRunAt = last.get(row.id)?.toISOString() ?? null;
  return page;
}
