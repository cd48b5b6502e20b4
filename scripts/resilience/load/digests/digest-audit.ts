import { auditCounter } from '../audit-counter.ts';
import type { AuditResult } from '../contract.ts';

/** One Test press as the audit counts it: its run's key when the answer named it. */
export interface DigestOffer {
  key: string;
  accepted: boolean;
  runKey: string | null;
}

/** A test run of the load's digests (digest_runs), with the chat its digest bot writes to. */
export interface DigestRunRow {
  runKey: string;
  chatId: number;
  status: string;
  /** The composed digest (Telegram HTML), null until composed or when there was nothing to send. */
  content: string | null;
}

/** A message the fake Bot API holds from the digest bot. */
export interface BotMessage {
  chatId: number;
  text: string;
}

export const DIGEST_EFFECT = 'digest history entries (sent test runs) and the digests in the fake Bot API';

/**
 * A digest's first message starts with its header: the digest's name and the period to the
 * minute (core/domain/digest/render-digest.ts), which is how a message is matched to its run.
 */
export const headerOf = (content: string): string => content.split('\n\n')[0]!;

interface Group {
  chatId: number;
  header: string;
  runs: DigestRunRow[];
}

/**
 * Counts each Test's effects: its run (one row per run key, status 'sent' for a digest that had
 * something to send, which is its history entry) and its digest in the bot's chat once.
 * Messages are matched to runs by chat and header; runs of one digest started within the same
 * minute share a header, so they are counted together: that many runs, that many messages.
 * Every test run is counted, the refused offers' too (0 or 1 message, never 2).
 */
export function countDigests(offers: readonly DigestOffer[], runs: readonly DigestRunRow[], messages: readonly BotMessage[]): AuditResult {
  const count = auditCounter('digest', DIGEST_EFFECT);

  const groups = new Map<string, Group>();
  for (const run of runs) {
    if (run.content === null) continue;
    const header = headerOf(run.content);
    const id = `${run.chatId}\n${header}`;
    const group = groups.get(id) ?? { chatId: run.chatId, header, runs: [] };
    group.runs.push(run);
    groups.set(id, group);
  }
  const groupOf = new Map<string, Group>();
  for (const group of groups.values()) for (const run of group.runs) groupOf.set(run.runKey, group);
  const sentIn = (group: Group) => messages.filter((m) => m.chatId === group.chatId && m.text.startsWith(group.header)).length;

  // Messages beyond the runs that composed them: a digest sent twice.
  for (const group of groups.values()) {
    const extra = sentIn(group) - group.runs.length;
    if (extra > 0) {
      // Which of the runs sent twice cannot be told: all are named (an offer's key is its run's key).
      const keys = group.runs.map((r) => r.runKey);
      count.double(keys, `${keys.join(', ')}: ${sentIn(group)} digests in chat ${group.chatId} for ${group.runs.length} run(s)`, Math.min(extra, group.runs.length));
    }
  }
  const rowsOf = new Map<string, number>();
  for (const run of runs) rowsOf.set(run.runKey, (rowsOf.get(run.runKey) ?? 0) + 1);
  for (const [runKey, rows] of rowsOf) if (rows > 1) count.double(runKey, `${runKey}: ${rows} run rows`);

  for (const offer of offers) {
    if (!offer.accepted) continue;
    count.accept();
    const run = offer.runKey === null ? undefined : runs.find((r) => r.runKey === offer.runKey);
    if (!run) {
      count.lose(offer.key, `${offer.key}: accepted, but no run ${offer.runKey ?? '(no run key in the answer)'}`);
      continue;
    }
    if (run.status === 'empty' || run.status === 'skipped') {
      // Nothing to send: the run itself is the whole effect (no history entry, no message).
      if (rowsOf.get(run.runKey) === 1) count.once();
      continue;
    }
    const group = groupOf.get(run.runKey);
    if (run.status !== 'sent' || !group) {
      count.lose(offer.key, `${offer.key}: accepted, but its run is '${run.status}'${group ? '' : ' with nothing composed'}`);
      continue;
    }
    const sentRuns = group.runs.filter((r) => r.status === 'sent').length;
    const found = sentIn(group);
    if (found < sentRuns) {
      // The group's messages went to its first runs; the rest of its runs are the lost ones.
      const index = group.runs.filter((r) => r.status === 'sent').indexOf(run);
      if (index >= found) {
        count.lose(offer.key, `${offer.key}: accepted and sent, but ${found} digests in chat ${group.chatId} for ${sentRuns} sent run(s)`);
        continue;
      }
    }
    if (found <= group.runs.length && rowsOf.get(run.runKey) === 1) count.once();
  }
  return count.result();
}
