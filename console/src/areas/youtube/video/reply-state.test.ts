import { describe, expect, it } from 'vitest';
import { commentCount, htmlToText, toThreadView, type ThreadView } from './comments';
import { batchCandidates, entryOf, NO_REPLY, withBatchResults, withSavedReplies, type Replies } from './reply-state';

const thread = (id: string, fields: Partial<ThreadView> = {}): ThreadView => ({
  id,
  author: `Author ${id}`,
  authorAvatar: null,
  content: `Comment ${id}`,
  text: `Comment ${id}`,
  timestamp: '2025-07-01T10:00:00Z',
  likes: 0,
  byChannel: false,
  replies: [],
  replyCount: 0,
  answeredByChannel: false,
  ...fields,
});

describe('the comment screen model', () => {
  it('maps a thread: author, avatar, HTML, time, likes, replies oldest first, the channel marked', () => {
    const view = toThreadView({
      id: 'T1',
      snippet: {
        channelId: 'UCme',
        topLevelComment: { id: 'T1', snippet: { authorDisplayName: 'Boris', authorProfileImageUrl: 'https://yt3.example/b', textDisplay: 'Great <b>video</b>!<br>Thanks', publishedAt: '2025-07-01T10:00:00Z', likeCount: 4 } },
      },
      replies: {
        comments: [
          { id: 'R2', snippet: { authorDisplayName: 'Anna Makes', authorChannelId: { value: 'UCme' }, textDisplay: 'Thank you!', publishedAt: '2025-07-02T10:00:00Z' } },
          { id: 'R1', snippet: { authorDisplayName: 'Clara', authorChannelId: { value: 'UCclara' }, textDisplay: 'Agreed', publishedAt: '2025-07-01T12:00:00Z' } },
        ],
      },
      answeredByChannel: true,
    });
    expect(view).toMatchObject({ id: 'T1', author: 'Boris', authorAvatar: 'https://yt3.example/b', content: 'Great <b>video</b>!<br>Thanks', text: 'Great video!\nThanks', likes: 4, answeredByChannel: true, byChannel: false });
    expect(view.replies.map((reply) => [reply.id, reply.byChannel])).toEqual([
      ['R1', false],
      ['R2', true],
    ]);
  });

  it("counts every comment, replies included, as YouTube's commentCount does; YouTube's figure when it is higher", () => {
    const listed = [thread('A', { replyCount: 2 }), thread('B')];
    expect(commentCount(listed, undefined)).toBe(4);
    expect(commentCount(listed, '4')).toBe(4);
    // YouTube's figure has not caught up with a reply just published here.
    expect(commentCount(listed, '3')).toBe(4);
    // The list holds only the newest 100 threads.
    expect(commentCount(listed, '250')).toBe(250);
    expect(commentCount([], undefined)).toBe(0);
    // A thread knows its replies beyond the ones it carries.
    expect(toThreadView({ id: 'T', snippet: { totalReplyCount: 7 }, replies: { comments: [{ id: 'T.1' }] } }).replyCount).toBe(7);
    expect(toThreadView({ id: 'T', replies: { comments: [{ id: 'T.1' }] } }).replyCount).toBe(1);
  });

  it('turns comment HTML into text for the model', () => {
    expect(htmlToText('Tom &amp; Jerry<br/>line <a href="https://x.example">link</a>')).toBe('Tom & Jerry\nline link');
  });
});

describe('the replies kept on the server (ai-comments)', () => {
  const saved = {
    T1: { isAiGenerated: true as const, reply: 'Draft one', dbCommentId: 'db-1', status: 'draft', publishedCommentId: null },
    T2: { isAiGenerated: true as const, reply: 'Sent', dbCommentId: 'db-2', status: 'published', publishedCommentId: 'Y2' },
    T3: { isAiGenerated: true as const, reply: 'Old', dbCommentId: 'db-3', status: 'unconfirmed', publishedCommentId: null },
  };

  it('come back as drafts, published ones locked; what the page did already wins', () => {
    const mine: Replies = { T3: { ...NO_REPLY, phase: 'generating' } };
    const replies = withSavedReplies(mine, saved);
    expect(entryOf(replies, 'T1')).toMatchObject({ phase: 'draft', text: 'Draft one', dbCommentId: 'db-1' });
    expect(entryOf(replies, 'T2')).toMatchObject({ phase: 'published', text: 'Sent', publishedId: 'Y2', justPublished: false });
    expect(entryOf(replies, 'T3').phase).toBe('generating');
  });
});

describe("'Generate All'", () => {
  it('sends only comments without a reply: no draft, not published, not generating, not answered by the channel, not blank', () => {
    const threads = [thread('A'), thread('B', { answeredByChannel: true }), thread('C'), thread('D'), thread('E'), thread('F', { text: '  ' })];
    const replies: Replies = {
      C: { ...NO_REPLY, phase: 'draft', text: 'x', dbCommentId: 'db' },
      D: { ...NO_REPLY, phase: 'generating' },
      E: { ...NO_REPLY, error: { key: 'youtube.video.errors.generate' } },
    };
    expect(batchCandidates(threads, replies).map((t) => t.id)).toEqual(['A', 'E']);
  });

  it('keeps only results with a reply and no error (spec 5); an error shows on its comment', () => {
    const generating: Replies = { A: { ...NO_REPLY, phase: 'generating' }, B: { ...NO_REPLY, phase: 'generating' }, C: { ...NO_REPLY, phase: 'generating' }, D: { ...NO_REPLY, phase: 'generating' } };
    const replies = withBatchResults(generating, ['A', 'B', 'C', 'D'], {
      A: { reply: 'Thanks!', dbCommentId: 'db-a' },
      B: { error: 'OpenAI API key not configured. Please contact the administrator.' },
      C: { reply: 'Half', dbCommentId: 'db-c', error: 'Failed to generate reply' },
    });
    expect(entryOf(replies, 'A')).toMatchObject({ phase: 'draft', text: 'Thanks!', dbCommentId: 'db-a', error: null });
    expect(entryOf(replies, 'B')).toMatchObject({ phase: 'idle', text: '', error: { key: 'youtube.video.errors.openAiKey' } });
    expect(entryOf(replies, 'C')).toMatchObject({ phase: 'idle', text: '', error: { key: 'youtube.video.errors.generate' } });
    expect(entryOf(replies, 'D')).toMatchObject({ phase: 'idle', error: null });
  });
});
