import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { pacificDay } from '../../../core/domain/youtube/quota.ts';
import type { Subscriber } from '../../testing/subscriber.ts';
import { nockedTestApp } from '../../testing/nocked-app.ts';
import { connectedCreator } from '../../testing/youtube-creator.ts';

/** The creator's videos and comments through googleapis, YouTube played by nock. */
const env = nockedTestApp({ SUBSCRIPTION_CACHE_SECONDS: '0' });

const yt = () => nock('https://youtube.googleapis.com');
const video = (id: string, title: string) => ({ kind: 'youtube#video', id, snippet: { title, description: `About ${title}`, channelTitle: 'Creator Channel', publishedAt: '2026-11-01T10:00:00Z', thumbnails: { high: { url: `https://i.ytimg.com/vi/${id}/hqdefault.jpg` } } }, statistics: { viewCount: '15300', commentCount: '12' } });
const quota = async (user: Subscriber) => (await user.call('GET', '/api/youtube/quota')).body as { used: number; limit: number; day: string };

function channelUploads() {
  yt().get('/youtube/v3/channels').query((q) => q.mine === 'true').reply(200, { items: [{ id: 'UCcreator', contentDetails: { relatedPlaylists: { uploads: 'UUcreator' } } }] });
  yt().get('/youtube/v3/playlistItems').query((q) => q.playlistId === 'UUcreator').reply(200, { items: [{ contentDetails: { videoId: 'vid00000001' } }, { contentDetails: { videoId: 'vid00000002' } }] });
  yt().get('/youtube/v3/videos').query((q) => String(q.id) === 'vid00000001,vid00000002').reply(200, { items: [video('vid00000001', 'First'), video('vid00000002', 'Second')] });
}

describe('my videos', () => {
  it('lists the uploads with their statistics, spends 3 units, and a reload is served from the cache', async () => {
    const user = await connectedCreator(env.app);
    channelUploads();
    const first = await user.call('GET', '/api/youtube/my-videos');
    expect(first.status).toBe(200);
    expect(first.body.videos.map((v: { id: string }) => v.id)).toEqual(['vid00000001', 'vid00000002']);
    expect(await quota(user)).toMatchObject({ used: 3, limit: 10000, day: pacificDay(new Date()) });

    const again = await user.call('GET', '/api/youtube/my-videos');
    expect(again.body).toEqual(first.body);
    expect((await quota(user)).used).toBe(3);

    channelUploads();
    await user.call('GET', '/api/youtube/my-videos?refresh=true');
    expect((await quota(user)).used).toBe(6);
  });

  it('refuses a call that would pass the daily quota, without calling YouTube', async () => {
    const user = await connectedCreator(env.app);
    await env.app.deps.knex('youtube_quota_usage').insert({ user_id: user.userId, day: pacificDay(new Date()), units: 9_999 });
    const channels = yt().get('/youtube/v3/channels').query(true).reply(200, { items: [{ contentDetails: { relatedPlaylists: { uploads: 'UUcreator' } } }] });
    const playlist = yt().get('/youtube/v3/playlistItems').query(true).reply(200, { items: [] });
    const res = await user.call('GET', '/api/youtube/my-videos?refresh=true');
    expect(res).toEqual({ status: 429, body: { error: 'rate_limited', message: "Today's YouTube API quota of 10,000 units is used up. It resets at midnight Pacific time." } });
    expect(channels.isDone()).toBe(true);
    expect(playlist.isDone()).toBe(false);
    expect((await quota(user)).used).toBe(10_000);
  });
});

describe('comments of a video', () => {
  it('answers threads with all their replies, sanitised, and marks those the channel answered', async () => {
    const user = await connectedCreator(env.app);
    const comment = (id: string, text: string, author = 'UCviewer') => ({ id, snippet: { authorDisplayName: author, authorProfileImageUrl: 'https://yt3.ggpht.com/a', textDisplay: text, publishedAt: '2026-11-02T10:00:00Z', likeCount: 3, authorChannelId: { value: author } } });
    yt()
      .get('/youtube/v3/commentThreads')
      .query((q) => q.videoId === 'vid00000001' && q.textFormat === 'html')
      .reply(200, {
        items: [
          { id: 'thread1', snippet: { channelId: 'UCcreator', videoId: 'vid00000001', totalReplyCount: 7, topLevelComment: comment('thread1', 'Great <b>video</b><script>alert(1)</script> <a href="javascript:alert(2)">x</a> <a href="https://example.com">link</a>') }, replies: { comments: [comment('r1', 'me too')] } },
          { id: 'thread2', snippet: { channelId: 'UCcreator', videoId: 'vid00000001', totalReplyCount: 1, topLevelComment: comment('thread2', 'Question?') }, replies: { comments: [comment('r2', 'Answer', 'UCcreator')] } },
        ],
      });
    yt()
      .get('/youtube/v3/comments')
      .query((q) => q.parentId === 'thread1')
      .reply(200, { items: Array.from({ length: 7 }, (_, i) => comment(`r1-${i}`, `reply ${i}`)) });
    const res = await user.call('GET', '/api/youtube/videos/vid00000001/comments');
    expect(res.status).toBe(200);
    const [first, second] = res.body.comments as Array<{ id: string; answeredByChannel: boolean; replies: { comments: unknown[] }; snippet: { topLevelComment: { snippet: { textDisplay: string } } } }>;
    expect(first!.replies.comments).toHaveLength(7);
    expect(first!.answeredByChannel).toBe(false);
    expect(second!.answeredByChannel).toBe(true);
    const html = first!.snippet.topLevelComment.snippet.textDisplay;
    expect(html).toContain('Great <b>video</b>');
    expect(html).not.toMatch(/script|javascript:/);
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">link</a>');
  });

  it.each([
    [403, { error: { code: 403, errors: [{ reason: 'commentsDisabled' }] } }, 403, 'Comments are disabled for this video.'],
    [403, { error: { code: 403, errors: [{ reason: 'quotaExceeded' }] } }, 403, 'YouTube API access denied. Please check your API key settings and quota limits.'],
    [404, { error: { code: 404, errors: [{ reason: 'videoNotFound' }] } }, 404, 'Video not found or comments are disabled for this video.'],
  ])('YouTube %i %j becomes %i with the spec message', async (upstream, body, status, message) => {
    const user = await connectedCreator(env.app);
    yt().get('/youtube/v3/commentThreads').query(true).reply(upstream, body);
    const res = await user.call('GET', '/api/youtube/videos/vid00000009/comments?refresh=true');
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
  });

  it('a lost grant is 403 youtube_unauthorized (not 401, which would end the session with us)', async () => {
    const user = await connectedCreator(env.app);
    yt().get('/youtube/v3/videos').query(true).reply(401, { error: { code: 401, message: 'Invalid Credentials' } });
    nock('https://oauth2.googleapis.com').post('/token').reply(400, { error: 'invalid_grant' });
    const res = await user.call('GET', '/api/youtube/videos/vid00000001?refresh=true');
    expect(res).toEqual({ status: 403, body: { error: 'youtube_unauthorized', message: 'Your YouTube authorization has expired. Please reconnect your account.' } });
  });

  it('refuses an id that cannot be a YouTube id with 400', async () => {
    const user = await connectedCreator(env.app);
    expect((await user.call('GET', '/api/youtube/videos/%3Cscript%3E/comments')).status).toBe(400);
  });
});
