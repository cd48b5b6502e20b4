import type { z } from 'zod';
import { bodyFieldErrors } from '../../body-field-errors.ts';
import { DIGEST_DEFAULTS, scheduleIssues, type digestCreateSchema, type digestUpdateSchema, type DigestPreference as DigestPreferenceBody } from '../../../contracts/digest.ts';
import { DigestPreference, DigestRun } from '../../../db/index.ts';
import { notFound } from '../../errors.ts';
import { readUserSettings } from '../settings/user-settings.ts';
import { presentPreference } from './present.ts';
import type { DigestSchedules } from './schedule-port.ts';
import { slotOf, type SlotFields } from './slot.ts';

type CreateBody = z.output<typeof digestCreateSchema>;
type UpdateBody = z.output<typeof digestUpdateSchema>;

/** The latest run of each digest, one query for the whole list. */
async function lastRuns(digestIds: string[]): Promise<Map<string, DigestRun>> {
  if (digestIds.length === 0) return new Map();
  const runs = await DigestRun.query().whereIn('digest_id', digestIds).distinctOn('digest_id').orderBy([{ column: 'digest_id' }, { column: 'started_at', order: 'desc' }]);
  return new Map(runs.map((run) => [run.digestId, run]));
}

/** A digest of this user, or 404 (another user's id is not found either). */
export async function ownDigest(userId: string, id: string): Promise<DigestPreference> {
  const digest = await DigestPreference.query().findById(id).where('user_id', userId).withGraphFetched('sources');
  if (!digest) throw notFound('Digest');
  return digest;
}

export async function listPreferences(userId: string): Promise<DigestPreferenceBody[]> {
  const digests = await DigestPreference.query().where('user_id', userId).withGraphFetched('sources').orderBy('created_at', 'desc');
  const runs = await lastRuns(digests.map((d) => d.id));
  return digests.map((digest) => presentPreference(digest, runs.get(digest.id) ?? null));
}

export async function readPreference(userId: string, id: string, historyLimit: number): Promise<DigestPreferenceBody> {
  const digest = await ownDigest(userId, id);
  const history = await DigestRun.query().where('digest_id', id).where('status', 'sent').orderBy('sent_at', 'desc').limit(historyLimit);
  const runs = await lastRuns([id]);
  return presentPreference(digest, runs.get(id) ?? null, history);
}

/** Hour and day of week are kept only where the frequency uses them (spec 4). */
function scheduleFor(frequency: SlotFields['frequency'], wanted: { hour?: number | null; minute?: number; dayOfWeek?: number | null }, timezone: string): SlotFields {
  return {
    frequency,
    hour: frequency === 'HOURLY' ? null : (wanted.hour ?? DIGEST_DEFAULTS.hour),
    minute: wanted.minute ?? DIGEST_DEFAULTS.minute,
    dayOfWeek: frequency === 'WEEKLY' ? (wanted.dayOfWeek ?? DIGEST_DEFAULTS.dayOfWeek) : null,
    timezone,
  };
}

async function syncQuietly(schedules: DigestSchedules, slots: string[], log: { warn: (o: object, m: string) => void }): Promise<void> {
  try {
    await schedules.sync([...new Set(slots)]);
  } catch (err) {
    // The row is the truth; the periodic full sync brings Temporal in line (docs/decisions.md).
    log.warn({ err: err instanceof Error ? err.message : String(err), slots }, 'Digest schedules not synced now; the periodic sync will');
  }
}

export interface PreferenceDeps {
  schedules: DigestSchedules;
  log: { warn: (o: object, m: string) => void };
  now: () => Date;
}

/** Spec 3 'Defaults for a new digest': the user's zone unless the form sent the browser's. */
export async function createPreference(deps: PreferenceDeps, userId: string, body: CreateBody): Promise<DigestPreferenceBody> {
  const timezone = body.timezone ?? (await readUserSettings(userId)).timezone;
  const schedule = scheduleFor(body.frequency, body, timezone);
  const digest = await DigestPreference.query().insertAndFetch({
    userId,
    name: body.name,
    prompt: body.prompt,
    ...schedule,
    onlyImportant: body.onlyImportant,
    enabled: body.enabled,
    maxLength: body.maxLength,
    slot: slotOf(schedule),
  });
  await syncQuietly(deps.schedules, [digest.slot], deps.log);
  digest.sources = [];
  return presentPreference(digest, null);
}

export async function updatePreference(deps: PreferenceDeps, userId: string, id: string, patch: UpdateBody): Promise<DigestPreferenceBody> {
  const digest = await ownDigest(userId, id);
  const frequency = patch.frequency ?? digest.frequency;
  // The same rule as on create, against the digest as it will be: a day of week sent for a daily digest is refused by name.
  const issues = scheduleIssues({ frequency, hour: patch.hour, dayOfWeek: patch.dayOfWeek });
  if (issues.length > 0) throw bodyFieldErrors(issues);
  const schedule = scheduleFor(frequency, { hour: patch.hour ?? digest.hour, minute: patch.minute ?? digest.minute, dayOfWeek: patch.dayOfWeek ?? digest.dayOfWeek }, patch.timezone ?? digest.timezone);
  const slot = slotOf(schedule);
  const { frequency: _f, hour: _h, minute: _m, dayOfWeek: _d, timezone: _t, ...rest } = patch;
  await DigestPreference.query().findById(id).patch({ ...rest, ...schedule, slot, updatedAt: deps.now() });
  await syncQuietly(deps.schedules, [digest.slot, slot], deps.log);
  return readPreference(userId, id, 0).then(({ history: _history, ...preference }) => preference);
}

export async function deletePreference(deps: PreferenceDeps, userId: string, id: string): Promise<void> {
  const digest = await ownDigest(userId, id);
  await DigestPreference.query().deleteById(digest.id);
  await syncQuietly(deps.schedules, [digest.slot], deps.log);
}
