import type { DigestHistoryEntry, DigestPreference as DigestPreferenceBody, DigestSource as DigestSourceBody } from '../../../contracts/digest.ts';
import type { DigestPreference, DigestRun, DigestSource } from '../../../db/index.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function presentSource(source: DigestSource): DigestSourceBody {
  const folder = source.sourceType === 'FOLDER';
  return {
    id: source.id,
    sourceType: source.sourceType,
    sourceId: source.sourceId,
    title: source.title,
    name: source.title,
    channelId: folder ? null : source.sourceId,
    folderId: folder ? Number(source.sourceId) : null,
    username: source.username,
    type: source.peerType,
  };
}

export function presentHistory(run: DigestRun, digestName: string): DigestHistoryEntry {
  return { id: run.id, digestId: run.digestId, digestName, sentAt: (run.sentAt ?? run.startedAt).toISOString(), messageCount: run.messageCount ?? 0, content: run.content ?? '' };
}

export function presentPreference(digest: DigestPreference, lastRun: DigestRun | null, history?: DigestRun[]): DigestPreferenceBody {
  return {
    id: digest.id,
    name: digest.name,
    frequency: digest.frequency,
    hour: digest.hour,
    minute: digest.minute,
    dayOfWeek: digest.dayOfWeek,
    timezone: digest.timezone,
    prompt: digest.prompt,
    onlyImportant: digest.onlyImportant,
    enabled: digest.enabled,
    maxLength: digest.maxLength,
    channels: [...(digest.sources ?? [])].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map(presentSource),
    lastSentAt: iso(digest.lastSentAt),
    lastRun: lastRun
      ? { id: lastRun.id, kind: lastRun.kind, status: lastRun.status, startedAt: lastRun.startedAt.toISOString(), finishedAt: iso(lastRun.finishedAt), detail: lastRun.detail }
      : null,
    ...(history ? { history: history.map((run) => presentHistory(run, digest.name)) } : {}),
    createdAt: digest.createdAt.toISOString(),
    updatedAt: digest.updatedAt.toISOString(),
  };
}
