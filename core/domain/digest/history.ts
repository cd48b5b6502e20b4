import type { DigestHistoryEntry } from '../../../contracts/digest.ts';
import { DigestPreference, DigestRun } from '../../../db/index.ts';
import { presentHistory } from './present.ts';

/** Every digest's sent runs, newest first (spec 7 GET /telegram/digest/history). */
export async function digestHistory(userId: string, limit: number): Promise<DigestHistoryEntry[]> {
  const runs = await DigestRun.query().where('user_id', userId).where('status', 'sent').orderBy('sent_at', 'desc').limit(limit);
  const names = new Map((await DigestPreference.query().whereIn('id', [...new Set(runs.map((r) => r.digestId))]).select('id', 'name')).map((d) => [d.id, d.name]));
  return runs.map((run) => presentHistory(run, names.get(run.digestId) ?? ''));
}
