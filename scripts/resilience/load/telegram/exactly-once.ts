import { auditCounter } from '../audit-counter.ts';
import type { AuditResult, Offered } from '../contract.ts';

/** What the audit found of one offer's effect: how many times it is there, and as what (for a problem line). */
export interface Observation {
  found: number;
  /** "replies", "events in the fake Calendar", "grades of submission <id>"... */
  what: string;
}

/**
 * The exactly-once count over offers: an accepted offer must have its effect once (none is
 * lost), any offer (accepted or not) at most once (more is doubled). Pure, so the counting
 * itself is tested apart from the stack.
 */
export function tally(kind: string, effect: string, offered: readonly Offered[], observe: (offer: Offered) => Observation): AuditResult {
  const count = auditCounter(kind, effect);
  for (const offer of offered) {
    const { found, what } = observe(offer);
    if (offer.accepted) count.accept();
    if (found > 1) {
      count.double(offer.key, `${offer.key}: ${found} ${what} (${offer.accepted ? 'accepted' : `not accepted, last answer ${offer.tries.at(-1)?.status ?? 'none'}`})`);
    } else if (offer.accepted && found === 0) {
      count.lose(offer.key, `${offer.key}: accepted after ${offer.tries.length} ${offer.tries.length === 1 ? 'try' : 'tries'}, no ${what} after the drain`);
    } else if (offer.accepted) {
      count.once();
    }
  }
  return count.result();
}
