import { auditCounter } from '../audit-counter.ts';
import type { AuditResult } from '../contract.ts';

/** One offer as the audit counts it: which user replied to which thread, and the marker its text carried. */
export interface ReplyOffer {
  key: string;
  accepted: boolean;
  userId: string;
  threadId: string;
  /** Unique to the offer and part of the published text, so each copy in YouTube is the offer's. */
  marker: string;
}

/** A reply in the fake YouTube's thread. */
export interface FakeReply {
  threadId: string;
  text: string;
}

/** A row of youtube_replies. */
export interface ReplyRow {
  userId: string;
  commentId: string;
  status: string;
  /** edited_reply ?? reply: the text published, or the draft's. */
  text: string;
}

export const REPLY_EFFECT = 'replies published in the fake YouTube (one per comment) and their youtube_replies rows';

/**
 * Counts each offer's effects: the replies in its thread of the fake YouTube carrying its marker
 * (exactly one for an accepted publish, never two), its user's rows for the comment (one: the
 * draft that was published; a second row is a doubled generation) and that row published.
 */
export function countReplies(offers: readonly ReplyOffer[], fake: readonly FakeReply[], rows: readonly ReplyRow[]): AuditResult {
  const count = auditCounter('reply', REPLY_EFFECT);
  for (const offer of offers) {
    const inYoutube = fake.filter((r) => r.threadId === offer.threadId && r.text.includes(offer.marker)).length;
    const mine = rows.filter((r) => r.userId === offer.userId && r.commentId === offer.threadId);
    const published = mine.filter((r) => r.status === 'published' && r.text.includes(offer.marker)).length;
    const twice = inYoutube > 1 || mine.length > 1;
    if (twice) count.double(offer.key, `${offer.key}: ${inYoutube} replies in YouTube's thread ${offer.threadId}, ${mine.length} rows for the comment${offer.accepted ? '' : ' (not accepted)'}`);
    if (!offer.accepted) continue;
    count.accept();
    if (inYoutube === 0 || published === 0) {
      count.lose(offer.key, `${offer.key}: accepted, but ${inYoutube} replies in YouTube's thread ${offer.threadId} and rows [${mine.map((r) => r.status).join(', ')}]`);
    } else if (!twice && published === 1) {
      count.once();
    }
  }
  return count.result();
}
