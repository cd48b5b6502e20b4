import type { AuditResult, Offered } from '../contract.ts';
import { isOk } from '../http.ts';

/**
 * A read has no effect to find afterwards: each 2xx is its own proof, counted exactly once,
 * and nothing can be lost or doubled. What can go wrong is the answer itself: a 2xx with
 * another user's or a wrong body (found when the answer came, in `wrongBodies` by key), or
 * a signed-in reader refused as if signed out (401/403: a session or token lost to a fault).
 */
export function countReads(kind: string, offered: readonly Offered[], wrongBodies: ReadonlyMap<string, string>): AuditResult {
  const problems: string[] = [];
  let accepted = 0;
  for (const offer of offered) {
    const last = offer.tries.at(-1);
    if (offer.accepted) {
      accepted += 1;
      const wrong = wrongBodies.get(offer.key);
      if (wrong) problems.push(`${offer.key}: 2xx with a wrong body: ${wrong}`);
    } else if (last && (last.status === 401 || last.status === 403)) {
      problems.push(`${offer.key}: a signed-in reader was refused with ${last.status} (${last.error ?? '-'}: ${last.message ?? '-'})`);
    } else if (last && isOk(last.status)) {
      problems.push(`${offer.key}: answered ${last.status} but recorded as not accepted`);
    }
  }
  return { kind, accepted, exactlyOnce: accepted, lost: 0, doubled: 0, lostKeys: [], doubledKeys: [], problems, effect: 'none (reads)' };
}
