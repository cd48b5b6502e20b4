import { describe, expect, it } from 'vitest';
import { countReplies, type FakeReply, type ReplyOffer, type ReplyRow } from './reply-audit.ts';

const offer = (seq: number, accepted = true, userId = `u${seq}`, threadId = 't1'): ReplyOffer => ({ key: `r${seq}`, accepted, userId, threadId, marker: `[r${seq}]` });
const inYoutube = (seq: number, threadId = 't1'): FakeReply => ({ threadId, text: `Thanks! [r${seq}]` });
const row = (seq: number, status = 'published', userId = `u${seq}`, commentId = 't1'): ReplyRow => ({ userId, commentId, status, text: status === 'draft' ? 'Thanks!' : `Thanks! [r${seq}]` });

describe('counting published replies', () => {
  it('counts an accepted publish with one reply in YouTube and one published row exactly once', () => {
    const result = countReplies([offer(1), offer(2)], [inYoutube(1), inYoutube(2), { threadId: 't1', text: 'a viewer' }], [row(1), row(2)]);
    expect(result).toMatchObject({ accepted: 2, exactlyOnce: 2, lost: 0, doubled: 0, problems: [] });
  });

  it('tells a marker from a longer one ([r1] is not [r12])', () => {
    const result = countReplies([offer(1), offer(12)], [inYoutube(12)], [row(12), row(1, 'draft')]);
    expect(result).toMatchObject({ accepted: 2, exactlyOnce: 1, lost: 1, doubled: 0 });
    expect(result.problems[0]).toMatch(/^r1: accepted/);
  });

  it('finds a reply published twice in YouTube, and a comment generated twice', () => {
    const twiceInYoutube = countReplies([offer(1)], [inYoutube(1), inYoutube(1)], [row(1)]);
    expect(twiceInYoutube).toMatchObject({ accepted: 1, exactlyOnce: 0, lost: 0, doubled: 1 });
    const twoRows = countReplies([offer(1)], [inYoutube(1)], [row(1), row(1, 'draft')]);
    expect(twoRows).toMatchObject({ exactlyOnce: 0, doubled: 1 });
  });

  it('counts an accepted publish lost when YouTube has no copy or the row was not published', () => {
    expect(countReplies([offer(1)], [], [row(1)])).toMatchObject({ lost: 1, exactlyOnce: 0 });
    expect(countReplies([offer(1)], [inYoutube(1)], [row(1, 'unconfirmed')])).toMatchObject({ lost: 1, exactlyOnce: 0 });
  });

  it('takes 0 or 1 effects of a refused offer, never 2, and does not count it as accepted', () => {
    expect(countReplies([offer(1, false)], [], [row(1, 'draft')])).toMatchObject({ accepted: 0, lost: 0, doubled: 0 });
    expect(countReplies([offer(1, false)], [inYoutube(1)], [row(1)])).toMatchObject({ accepted: 0, lost: 0, doubled: 0 });
    expect(countReplies([offer(1, false)], [inYoutube(1), inYoutube(1)], [row(1)])).toMatchObject({ accepted: 0, doubled: 1 });
  });

  it("reads only the offer's own thread and user", () => {
    const result = countReplies([offer(1, true, 'u1', 't1')], [inYoutube(1, 't2')], [row(1, 'published', 'u1', 't2'), row(1, 'published', 'u9', 't1')]);
    expect(result).toMatchObject({ lost: 1, doubled: 0 });
  });
});
