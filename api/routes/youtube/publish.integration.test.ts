import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { YoutubeReply } from '../../../db/index.ts';
import { nockedTestApp } from '../../testing/nocked-app.ts';
import type { Subscriber } from '../../testing/subscriber.ts';
import { connectedCreator } from '../../testing/youtube-creator.ts';

/** Publishing a reply through comments.insert, once, YouTube played by nock. */
const env = nockedTestApp({ SUBSCRIPTION_CACHE_SECONDS: '0' });

async function draftFor(user: Subscriber, commentId: string, reply = 'Thanks for watching!') {
  const row = await YoutubeReply.query().insert({ userId: user.userId, videoId: 'vid00000001', commentId, commentText: 'Nice', reply, status: 'draft' });
  return row.id;
}

const inserted = (id: string, text: string) => ({ kind: 'youtube#comment', id, snippet: { parentId: 'thread1', textOriginal: text, textDisplay: text, authorChannelId: { value: 'UCcreator' } } });

describe('publishing a reply', () => {
  it('posts comments.insert under the thread, locks the reply, keeps the edit, and answers the same on a second click', async () => {
    const user = await connectedCreator(env.app);
    const id = await draftFor(user, 'thread1');
    let sent: unknown = null;
    const insert = nock('https://youtube.googleapis.com')
      .post('/youtube/v3/comments', (body: unknown) => ((sent = body), true))
      .query((q) => q.part === 'snippet')
      .reply(200, inserted('reply-1', 'Thanks for watching, friend!'));
    const res = await user.call('POST', '/api/youtube/comments/reply', { parentId: 'thread1', text: 'Thanks for watching, friend!', dbCommentId: id });
    expect(res).toEqual({ status: 200, body: { success: true, commentId: 'reply-1', dbCommentId: id } });
    expect(sent).toEqual({ snippet: { parentId: 'thread1', textOriginal: 'Thanks for watching, friend!' } });
    expect(await YoutubeReply.query().findById(id)).toMatchObject({ status: 'published', publishedCommentId: 'reply-1', editedReply: 'Thanks for watching, friend!' });

    const again = await user.call('POST', '/api/youtube/comments/reply', { parentId: 'thread1', text: 'Thanks for watching, friend!', dbCommentId: id });
    expect(again.body).toEqual(res.body);
    expect(insert.isDone()).toBe(true);
    expect((await user.call('PUT', `/api/youtube/replies/${id}`, { text: 'changed' })).status).toBe(409);
    expect((await user.call('GET', '/api/youtube/videos/vid00000001/ai-comments')).body.aiCommentsMap.thread1).toMatchObject({ isAiGenerated: true, status: 'published', dbCommentId: id });
  });

  it('a double click publishes once', async () => {
    const user = await connectedCreator(env.app);
    const id = await draftFor(user, 'thread2');
    const insert = nock('https://youtube.googleapis.com').post('/youtube/v3/comments').query(true).delay(200).reply(200, inserted('reply-2', 'Thanks for watching!'));
    const answers = await Promise.all([1, 2].map(() => user.call('POST', '/api/youtube/comments/reply', { parentId: 'thread2', text: 'Thanks for watching!', dbCommentId: id })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(insert.isDone()).toBe(true);
  });

  it('a publish that timed out after YouTube accepted it is found on retry, not posted again', async () => {
    const user = await connectedCreator(env.app);
    const id = await draftFor(user, 'thread3');
    nock('https://youtube.googleapis.com').post('/youtube/v3/comments').query(true).replyWithError('socket hang up');
    const first = await user.call('POST', '/api/youtube/comments/reply', { parentId: 'thread3', text: 'Thanks for watching!', dbCommentId: id });
    expect(first.status).toBe(503);
    expect((await YoutubeReply.query().findById(id))!.status).toBe('unconfirmed');

    // YouTube has it: the retry finds the channel's reply in the thread and inserts nothing.
    nock('https://youtube.googleapis.com').get('/youtube/v3/comments').query((q) => q.parentId === 'thread3').reply(200, { items: [inserted('reply-3', 'Thanks for watching!')] });
    const second = nock('https://youtube.googleapis.com').post('/youtube/v3/comments').query(true).reply(200, inserted('reply-dup', 'Thanks for watching!'));
    const retry = await user.call('POST', '/api/youtube/comments/reply', { parentId: 'thread3', text: 'Thanks for watching!', dbCommentId: id });
    expect(retry.body).toEqual({ success: true, commentId: 'reply-3', dbCommentId: id });
    expect(second.isDone()).toBe(false);
    nock.cleanAll();
  });

  it('403 from YouTube: the permission message, and the draft can be published again', async () => {
    const user = await connectedCreator(env.app);
    const id = await draftFor(user, 'thread4');
    nock('https://youtube.googleapis.com').post('/youtube/v3/comments').query(true).reply(403, { error: { code: 403, errors: [{ reason: 'forbidden' }] } });
    const res = await user.call('POST', '/api/youtube/comments/reply', { parentId: 'thread4', text: 'Hi', dbCommentId: id });
    expect(res).toEqual({ status: 403, body: { error: 'forbidden', message: 'You do not have permission to reply to this comment.' } });
    expect((await YoutubeReply.query().findById(id))!.status).toBe('draft');
  });

  it("another user's draft is 404, and editing keeps the creator's text", async () => {
    const owner = await connectedCreator(env.app);
    const id = await draftFor(owner, 'thread5', 'Model text');
    const intruder = await connectedCreator(env.app);
    expect((await intruder.call('POST', '/api/youtube/comments/reply', { parentId: 'thread5', text: 'x', dbCommentId: id })).status).toBe(404);
    expect((await intruder.call('PUT', `/api/youtube/replies/${id}`, { text: 'x' })).status).toBe(404);
    // The same video read by someone else shows none of the owner's drafts.
    expect((await intruder.call('GET', '/api/youtube/videos/vid00000001/ai-comments')).body).toEqual({ aiCommentsMap: {} });
    expect(Object.keys((await owner.call('GET', '/api/youtube/videos/vid00000001/ai-comments')).body.aiCommentsMap)).toContain('thread5');
    expect((await owner.call('PUT', `/api/youtube/replies/${id}`, { text: 'My own words' })).body).toEqual({ reply: 'My own words', dbCommentId: id });
    expect((await YoutubeReply.query().findById(id))!.editedReply).toBe('My own words');
  });
});
