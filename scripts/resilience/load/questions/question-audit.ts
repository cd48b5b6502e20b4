import { auditCounter } from '../audit-counter.ts';
import type { AuditResult } from '../contract.ts';

/** One question as the audit counts it: its marker (unique, part of its text) and the answer its stream showed. */
export interface QuestionOffer {
  key: string;
  accepted: boolean;
  marker: string;
  /** The answer the asker read, when the stream finished with one. */
  answer: string | null;
}

/** A row of analytics_queries (the contexts: each question asked and its answer). */
export interface QuestionRow {
  question: string;
  status: string;
  answer: string | null;
}

export const QUESTION_EFFECT = 'questions in the contexts log (analytics_queries), answered';

/**
 * Counts each question's entries in the log: an answered question is one entry, completed,
 * holding the answer the asker read; a second entry for the same question is a double, as is a
 * stored answer other than the one streamed (the question answered again after the asker read it).
 * An unanswered question's entry still 'running' after the drain is named as a problem.
 */
export function countQuestions(offers: readonly QuestionOffer[], rows: readonly QuestionRow[]): AuditResult {
  const count = auditCounter('question', QUESTION_EFFECT);
  for (const offer of offers) {
    const entries = rows.filter((r) => r.question.includes(offer.marker));
    if (entries.length > 1) {
      count.double(offer.key, `${offer.key}: ${entries.length} entries in the contexts log [${entries.map((e) => e.status).join(', ')}]${offer.accepted ? '' : ' (not answered)'}`);
      if (offer.accepted) count.accept();
      continue;
    }
    if (!offer.accepted) {
      // Not an effect to count, but a question nobody will ever answer or fail: the asker sees it running for good.
      if (entries[0]?.status === 'running') count.problem(`${offer.key}: not answered, and its entry is still 'running'`);
      continue;
    }
    count.accept();
    const [entry] = entries;
    if (!entry || entry.status !== 'completed') {
      count.lose(offer.key, `${offer.key}: answered in the stream, but ${entry ? `its entry is '${entry.status}'` : 'no entry in the contexts log'}`);
    } else if (entry.answer !== offer.answer) {
      count.double(offer.key, `${offer.key}: the stream answered ${JSON.stringify(offer.answer)}, the log holds ${JSON.stringify(entry.answer)}`);
    } else {
      count.once();
    }
  }
  return count.result();
}
