import { z } from 'zod';
import { CalendarEvent } from '../../../db/index.ts';
import { expiredSince } from './question-expiry.ts';

/**
 * A change of an added event the bot asked about before making it: which part of a series
 * ("Only this one or the whole series?") or a move onto another event ("Move anyway?"). It is
 * kept on the row (`question`, free once the event is added) with a number its buttons carry
 * (`cal:so:<id>:<n>`), so a press names the question it answers: the first press takes the
 * answer under the row's lock, a later one (or one under an older question) is told it is too
 * late, and the same press handled again goes on.
 */

const range = z.object({ start: z.string(), end: z.string() });

const edit = z.discriminatedUnion('kind', [
  /** A move: of the event (a series: all of it), or of one occurrence (`occurrence`: its start in the series). */
  z.object({ kind: z.literal('move'), change: range, occurrence: z.string().optional() }),
  /** A move of a series said about one occurrence: the occurrence's new time, and the whole series' (series.ts `seriesChange`). */
  z.object({ kind: z.literal('series-move'), occurrence: z.string(), one: range, all: range }),
  /** A cancel of a series said about one occurrence. */
  z.object({ kind: z.literal('series-cancel'), occurrence: z.string() }),
]);
export type PendingEdit = z.infer<typeof edit>;

export const PROPOSAL_CODES = ['series_scope', 'move_clash'] as const;
export type ProposalCode = (typeof PROPOSAL_CODES)[number];

const proposal = z.object({
  code: z.enum(PROPOSAL_CODES),
  seq: z.number().int(),
  /** When it was asked: a day later it has expired. */
  at: z.string(),
  /** The cause that asked (a job's or a reply's key): asking again for the same cause is the same question. */
  askedBy: z.string(),
  edit,
  answeredBy: z.string().optional(),
});
export type Proposal = z.infer<typeof proposal>;

/** The row's open or answered proposal, if its question is one. */
export function proposalOf(row: CalendarEvent): Proposal | null {
  const parsed = proposal.safeParse(row.question);
  return parsed.success ? parsed.data : null;
}

/** The row's proposal of this kind still waiting for an answer. */
export function openProposal(row: CalendarEvent, code: ProposalCode, now: Date): Proposal | null {
  const found = proposalOf(row);
  if (!found || found.code !== code || found.answeredBy !== undefined) return null;
  return expiredSince(new Date(found.at), now) ? null : found;
}

/** Keeps a question about a change of the event and answers its number (the same cause asking again gets the same one). */
export async function propose(eventId: string, code: ProposalCode, change: PendingEdit, key: string, now: Date): Promise<number> {
  return CalendarEvent.transaction(async (trx) => {
    const row = await CalendarEvent.query(trx).findById(eventId).forUpdate().throwIfNotFound();
    const before = proposalOf(row);
    if (before?.askedBy === key && before.code === code) return before.seq;
    const seq = ((before?.seq ?? 0) % 9999) + 1;
    const next: Proposal = { code, seq, at: now.toISOString(), askedBy: key, edit: change };
    await CalendarEvent.query(trx).findById(eventId).patch({ question: next });
    return seq;
  });
}

export type ProposalClaim = { edit: PendingEdit } | { stale: 'alreadyAnswered' | 'questionExpired' | 'gone' };

/**
 * Takes the answer to the question numbered `seq` (or to the open one of its kind, for a reply
 * in words) for the press or reply `key`.
 */
export async function claimProposal(eventId: string, code: ProposalCode, seq: number | null, key: string, now: Date): Promise<ProposalClaim> {
  return CalendarEvent.transaction(async (trx) => {
    const row = await CalendarEvent.query(trx).findById(eventId).forUpdate();
    if (!row || row.status !== 'created') return { stale: 'gone' };
    const found = proposalOf(row);
    if (!found || found.code !== code || (seq !== null && found.seq !== seq)) return { stale: 'alreadyAnswered' };
    if (found.answeredBy === key) return { edit: found.edit };
    if (found.answeredBy !== undefined) return { stale: 'alreadyAnswered' };
    if (expiredSince(new Date(found.at), now)) return { stale: 'questionExpired' };
    await CalendarEvent.query(trx).findById(eventId).patch({ question: { ...found, answeredBy: key } });
    return { edit: found.edit };
  });
}
