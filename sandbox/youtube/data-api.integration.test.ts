import type { Auth, youtube_v3 } from 'googleapis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { oauthBrowser } from '../../api/testing/oauth-browser.ts';
import { readJson } from '../../api/testing/read-json.ts';
import { giveActiveSubscription, newSubscriber, type Subscriber } from '../../api/testing/subscriber.ts';
import { startTestApp, type TestApp } from '../../api/testing/test-app.ts';
import { youtubeEndpoints } from '../../core/clients/youtube-endpoints.ts';
import { createYoutubeApi, createYoutubeOAuthClient } from '../../core/clients/youtube.ts';
import { youtubeError } from '../../core/domain/youtube/youtube-errors.ts';
import { answerConsent, sandboxClient, sandboxGrant, sandboxOAuthClient } from './consent-driver.ts';

/** The sandbox's YouTube Data API, driven by the googleapis client the product uses. */
let app: TestApp;
let client: Auth.OAuth2Client;
let youtube: youtube_v3.Youtube;

const CHANNEL_ID = 'UCsandboxKitchen00000000';
const apiUrl = (path: string) => `${app.baseUrl}/youtube/v3/${path}`;
const bearer = () => ({ authorization: `Bearer ${client.credentials.access_token}` });
/** googleapis rejects with YouTube's error body in `response.data`. */
const failure = (err: unknown) => {
  const e = err as { status?: number; response?: { data?: { error?: { code?: number; errors?: Array<{ reason?: string; domain?: string }> } } } };
  return { status: e.status, reason: e.response?.data?.error?.errors?.[0]?.reason };
};
const threadsOf = async (videoId: string, more: Partial<youtube_v3.Params$Resource$Commentthreads$List> = {}) =>
  (await youtube.commentThreads.list({ part: ['snippet', 'replies'], videoId, maxResults: 100, order: 'time', textFormat: 'html', ...more })).data;
const textOf = (t: youtube_v3.Schema$CommentThread) => t.snippet?.topLevelComment?.snippet?.textOriginal ?? '';

beforeAll(async () => {
  app = await startTestApp({ SANDBOX: '1', SUBSCRIPTION_CACHE_SECONDS: '0' });
  client = sandboxOAuthClient(app);
  await sandboxGrant(app, client);
  youtube = createYoutubeApi(client, youtubeEndpoints(app.deps.config).apiRootUrl);
});
afterAll(() => app?.close());
afterEach(() => vi.useRealTimers());

describe('sandbox YouTube Data API through googleapis', () => {
  it('channels.list mine answers the demo channel with only the parts asked for', async () => {
    const { data } = await youtube.channels.list({ part: ['snippet', 'statistics'], mine: true });
    expect(data).toMatchObject({ kind: 'youtube#channelListResponse', etag: expect.any(String), pageInfo: { totalResults: 1, resultsPerPage: 5 } });
    const channel = data.items![0]!;
    expect(channel).toMatchObject({ kind: 'youtube#channel', id: CHANNEL_ID, snippet: { title: 'Sandbox Kitchen' }, statistics: { subscriberCount: '128400', videoCount: '8' } });
    expect(channel.snippet?.thumbnails?.default?.url).toMatch(/^data:image\/svg\+xml/);
    expect(channel.contentDetails).toBeUndefined();
    expect((await youtube.channels.list({ part: ['id'], id: ['UCsomeoneElse000000000000'] })).data.items).toEqual([]);
    expect((await youtube.channels.list({ part: ['id'], forHandle: 'sandboxkitchen' })).data.items?.[0]?.id).toBe(CHANNEL_ID);
  });

  it('walks uploads → playlistItems → videos as the product does, with pages', async () => {
    const uploads = (await youtube.channels.list({ part: ['contentDetails'], mine: true })).data.items?.[0]?.contentDetails?.relatedPlaylists?.uploads;
    expect(uploads).toBe('UUsandboxKitchen00000000');
    const items = (await youtube.playlistItems.list({ part: ['contentDetails'], playlistId: uploads!, maxResults: 24 })).data;
    expect(items).toMatchObject({ kind: 'youtube#playlistItemListResponse', pageInfo: { totalResults: 8, resultsPerPage: 24 } });
    expect(items.nextPageToken).toBeUndefined();
    const ids = items.items!.map((i) => i.contentDetails!.videoId!);
    expect(ids).toEqual(['sbxCarbonar', 'sbxFocaccia', 'sbxKidsCook', 'sbxChknCurr', 'sbxRamenBro', 'sbxSteakPan', 'sbxStirFry0', 'sbxOmelette']);

    const first = (await youtube.playlistItems.list({ part: ['snippet'], playlistId: uploads!, maxResults: 5 })).data;
    const second = (await youtube.playlistItems.list({ part: ['snippet'], playlistId: uploads!, maxResults: 5, pageToken: first.nextPageToken! })).data;
    expect([...first.items!, ...second.items!].map((i) => i.snippet?.resourceId?.videoId)).toEqual(ids);
    expect(second.items![0]!.snippet?.position).toBe(5);
    expect(second.nextPageToken).toBeUndefined();
    expect(second.prevPageToken).toBeTruthy();

    const videos = (await youtube.videos.list({ part: ['snippet', 'statistics'], id: ids })).data;
    expect(videos.kind).toBe('youtube#videoListResponse');
    expect(videos.items!.map((v) => v.id)).toEqual(ids);
    const carbonara = videos.items![0]!;
    expect(carbonara.snippet).toMatchObject({ title: 'Creamy Carbonara Without Cream (The Roman Way)', channelTitle: 'Sandbox Kitchen', channelId: CHANNEL_ID });
    expect(carbonara.snippet?.thumbnails?.high?.url).toMatch(/^data:image\/svg\+xml/);
    expect(videos.items!.map((v) => v.statistics?.viewCount)).toEqual(['12840', '248900', '532', '1530000', '87300', '641200', '3405', '1004200']);
    expect(videos.items![2]!.statistics?.commentCount).toBeUndefined();
    expect(carbonara.contentDetails).toBeUndefined();

    const missing = await youtube.playlistItems.list({ part: ['id'], playlistId: 'UUnobody' }).catch((err: unknown) => err);
    expect(failure(missing)).toEqual({ status: 404, reason: 'playlistNotFound' });
  });

  it('commentThreads.list answers HTML comments newest first, embedded replies and threads the channel answered', async () => {
    const data = await threadsOf('sbxCarbonar');
    expect(data).toMatchObject({ kind: 'youtube#commentThreadListResponse', pageInfo: { totalResults: 9, resultsPerPage: 100 } });
    const threads = data.items!;
    const times = threads.map((t) => t.snippet!.topLevelComment!.snippet!.publishedAt!);
    expect(times).toEqual([...times].sort().reverse());
    for (const t of threads) expect(t.id).toBe(t.snippet?.topLevelComment?.id);

    const tip = threads.find((t) => textOf(t).startsWith('*Tip:*'))!;
    expect(tip.snippet?.topLevelComment?.snippet?.textDisplay).toBe('<b>Tip:</b> take the pan off the heat before adding the eggs.<br>I scrambled mine twice before I learned that 😅');
    expect(tip.replies).toBeUndefined();
    const hostile = threads.find((t) => textOf(t).startsWith('Great recipe'))!;
    expect(hostile.snippet?.topLevelComment?.snippet?.textDisplay).toMatch(/onerror=.*<script>/);

    const answered = threads.filter((t) => t.replies?.comments?.some((r) => r.snippet?.authorChannelId?.value === CHANNEL_ID));
    expect(answered.map(textOf).sort()).toEqual(['At 4:12 you add pasta water, how much roughly? Half a cup?', "Finally someone who doesn't put cream in carbonara! My nonna would be proud 🇮🇹"]);
    const guanciale = threads.find((t) => textOf(t).startsWith('What can I use instead of guanciale'))!;
    expect(guanciale.snippet?.totalReplyCount).toBe(2);
    expect(guanciale.replies?.comments?.map((r) => r.snippet?.parentId)).toEqual([guanciale.id, guanciale.id]);

    const plain = await threadsOf('sbxCarbonar', { textFormat: 'plainText' });
    const plainTip = plain.items!.find((t) => t.id === tip.id)!;
    expect(plainTip.snippet?.topLevelComment?.snippet?.textDisplay).toBe(textOf(tip));

    const relevant = (await threadsOf('sbxCarbonar', { order: 'relevance' })).items!.map((t) => t.snippet!.topLevelComment!.snippet!.likeCount!);
    expect(relevant).toEqual([...relevant].sort((a, b) => b - a));
  });

  it('embeds five replies and lists every one through comments.list, where the channel answered', async () => {
    const garam = (await threadsOf('sbxChknCurr')).items!.find((t) => textOf(t).startsWith('What brand of garam masala'))!;
    expect(garam.snippet?.totalReplyCount).toBe(7);
    expect(garam.replies?.comments).toHaveLength(5);
    expect(garam.replies?.comments?.some((r) => r.snippet?.authorChannelId?.value === CHANNEL_ID)).toBe(false);
    const all = (await youtube.comments.list({ part: ['snippet'], parentId: garam.id!, maxResults: 100, textFormat: 'html' })).data;
    expect(all.kind).toBe('youtube#commentListResponse');
    expect(all.items).toHaveLength(7);
    expect(all.items!.filter((r) => r.snippet?.authorChannelId?.value === CHANNEL_ID)).toHaveLength(1);
    const gone = await youtube.comments.list({ part: ['snippet'], parentId: 'UgxNoSuchThread0000004AaABAg' }).catch((err: unknown) => err);
    expect(failure(gone)).toEqual({ status: 404, reason: 'commentNotFound' });
  });

  it('refuses comments of the kids video with 403 commentsDisabled, which the product words for the page', async () => {
    const err = await threadsOf('sbxKidsCook').catch((e: unknown) => e);
    expect(failure(err)).toEqual({ status: 403, reason: 'commentsDisabled' });
    expect(youtubeError(err, 'comments').message).toBe('Comments are disabled for this video.');
    const unknown = await threadsOf('sbxNoVideo0').catch((e: unknown) => e);
    expect(failure(unknown)).toEqual({ status: 404, reason: 'videoNotFound' });
  });

  it('comments.insert publishes a reply that is then listed everywhere', async () => {
    const before = (await threadsOf('sbxOmelette')).items!;
    const thread = before.find((t) => textOf(t).startsWith('Fork or chopsticks'))!;
    expect(thread.replies).toBeUndefined();
    const text = 'Chopsticks for me, they *break up the curds* more gently.\nThanks for watching!';
    const { data: reply } = await youtube.comments.insert({ part: ['snippet'], requestBody: { snippet: { parentId: thread.id!, textOriginal: text } } });
    expect(reply).toMatchObject({ kind: 'youtube#comment', id: expect.stringMatching(new RegExp(`^${thread.id}\\.`)), snippet: { parentId: thread.id, textOriginal: text, authorChannelId: { value: CHANNEL_ID }, videoId: 'sbxOmelette' } });
    expect(reply.snippet?.textDisplay).toBe('Chopsticks for me, they <b>break up the curds</b> more gently.<br>Thanks for watching!');

    const after = (await threadsOf('sbxOmelette')).items!.find((t) => t.id === thread.id)!;
    expect(after.snippet?.totalReplyCount).toBe(1);
    expect(after.replies?.comments?.map((c) => c.id)).toEqual([reply.id]);
    const plain = (await youtube.comments.list({ part: ['snippet'], parentId: thread.id!, maxResults: 100, textFormat: 'plainText' })).data.items!;
    expect(plain.find((c) => c.snippet?.textOriginal === text || c.snippet?.textDisplay === text)?.id).toBe(reply.id);
    const counted = (await youtube.videos.list({ part: ['statistics'], id: ['sbxOmelette'] })).data.items![0]!.statistics?.commentCount;
    expect(counted).toBe('13');
  });

  it('refuses a bad insert with YouTube reasons', async () => {
    const insert = (snippet: Record<string, string>) => youtube.comments.insert({ part: ['snippet'], requestBody: { snippet } }).catch((err: unknown) => failure(err));
    expect(await insert({ parentId: 'UgxNoSuchThread0000004AaABAg', textOriginal: 'hi' })).toEqual({ status: 404, reason: 'parentCommentNotFound' });
    expect(await insert({ parentId: 'UgxNoSuchThread0000004AaABAg', textOriginal: '   ' })).toEqual({ status: 400, reason: 'commentTextRequired' });
    expect(await insert({ textOriginal: 'a top-level comment' })).toEqual({ status: 400, reason: 'invalidCommentMetadata' });
  });

  it('lets googleapis refresh an expired access token by itself; the old one is then refused', async () => {
    const old = client.credentials.access_token!;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * 3_600_000 });
    const { data } = await youtube.channels.list({ part: ['id'], mine: true });
    expect(data.items?.[0]?.id).toBe(CHANNEL_ID);
    expect(client.credentials.access_token).not.toBe(old);
    const refused = await fetch(apiUrl('channels?part=id&mine=true'), { headers: { authorization: `Bearer ${old}` } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toMatch(/invalid_token/);
    expect((await readJson(refused)).error).toMatchObject({ code: 401, errors: [{ reason: 'authError', domain: 'global' }] });
  });

  it('refuses a token it never issued with 401, on which googleapis refreshes and retries', async () => {
    const stranger = await fetch(apiUrl('channels?part=id&mine=true'), { headers: { authorization: 'Bearer ya29.never-issued' } });
    expect(stranger.status).toBe(401);
    expect((await readJson(stranger)).error.errors[0].reason).toBe('authError');
    const anonymous = await fetch(apiUrl('channels?part=id&mine=true'));
    expect(anonymous.status).toBe(401);

    const { endpoints } = youtubeEndpoints(app.deps.config);
    const other = createYoutubeOAuthClient({ clientId: sandboxClient.clientId, clientSecret: 'whatever', redirectUri: 'unused', endpoints });
    other.setCredentials({ access_token: 'ya29.revoked', refresh_token: client.credentials.refresh_token! });
    const { data } = await createYoutubeApi(other, youtubeEndpoints(app.deps.config).apiRootUrl).channels.list({ part: ['id'], mine: true });
    expect(data.items?.[0]?.id).toBe(CHANNEL_ID);
    expect(other.credentials.access_token).not.toBe('ya29.revoked');
  });

  it('answers bad queries with 400 in Google error shape', async () => {
    const ask = async (path: string) => {
      const res = await fetch(apiUrl(path), { headers: bearer() });
      const body = await readJson(res);
      return { status: res.status, reason: body.error?.errors?.[0]?.reason as string | undefined, code: body.error?.code as number | undefined };
    };
    expect(await ask('channels?mine=true')).toEqual({ status: 400, reason: 'required', code: 400 });
    expect(await ask('channels?part=snippet,bogus&mine=true')).toEqual({ status: 400, reason: 'unknownPart', code: 400 });
    expect(await ask('channels?part=snippet')).toEqual({ status: 400, reason: 'missingRequiredParameter', code: 400 });
    expect(await ask('channels?part=snippet&mine=true&id=UCx')).toEqual({ status: 400, reason: 'incompatibleParameters', code: 400 });
    expect(await ask('commentThreads?part=snippet&videoId=sbxCarbonar&maxResults=500')).toEqual({ status: 400, reason: 'invalidParameter', code: 400 });
    expect(await ask('commentThreads?part=snippet&videoId=sbxCarbonar&order=random')).toEqual({ status: 400, reason: 'invalidParameter', code: 400 });
    expect(await ask('commentThreads?part=snippet&videoId=sbxCarbonar&pageToken=garbage')).toEqual({ status: 400, reason: 'invalidPageToken', code: 400 });
    expect(await ask('commentThreads?part=snippet&videoId=a&videoId=b')).toEqual({ status: 400, reason: 'invalidParameter', code: 400 });
    expect(await ask('videos?part=snippet')).toEqual({ status: 400, reason: 'missingRequiredParameter', code: 400 });
    expect(await ask('search?part=snippet&q=pasta')).toEqual({ status: 404, reason: 'notFound', code: 404 });
  });
});

describe('where the clients point', () => {
  it('is the local fakes in sandbox, unless the operator aimed a URL elsewhere, and Google outside it', () => {
    const cfg = app.deps.config;
    expect(youtubeEndpoints(cfg)).toEqual({
      endpoints: { authUrl: 'http://localhost:3000/sandbox/youtube/o/oauth2/v2/auth', tokenUrl: `http://127.0.0.1:${cfg.PORT}/sandbox/youtube/token` },
      apiRootUrl: `http://127.0.0.1:${cfg.PORT}/`,
    });
    expect(youtubeEndpoints({ ...cfg, YOUTUBE_API_URL: 'http://stub.test/' }).apiRootUrl).toBe('http://stub.test/');
    expect(youtubeEndpoints({ ...cfg, GOOGLE_TOKEN_URL: 'http://stub.test/token' }).endpoints).toEqual({ authUrl: 'https://accounts.google.com/o/oauth2/v2/auth', tokenUrl: 'http://stub.test/token' });
    expect(youtubeEndpoints({ ...cfg, SANDBOX: false })).toEqual({
      endpoints: { authUrl: 'https://accounts.google.com/o/oauth2/v2/auth', tokenUrl: 'https://oauth2.googleapis.com/token' },
      apiRootUrl: 'https://youtube.googleapis.com/',
    });
  });
});

describe('the product over the sandbox YouTube', () => {
  let creator: Subscriber;

  beforeAll(async () => {
    creator = await newSubscriber(app);
    await giveActiveSubscription(creator.userId);
    await creator.call('POST', '/api/users/youtube-credentials', { apiKey: 'any', clientId: 'mine.apps.googleusercontent.com', clientSecret: 'GOCSPX-mine' });
    // One browser: the connect call's nonce cookie goes back with the callback.
    const browser = oauthBrowser(app);
    const authUrl = await browser.consentUrl(creator, '/api/youtube/auth/url');
    const back = await answerConsent(app, authUrl.toString(), 'allow');
    const connected = await browser.callback(`${back.pathname}${back.search}`);
    expect(connected.headers.get('location')).not.toContain('youtubeAuthError');
  });

  it('lists the videos, sanitises comments, marks answered threads, and publishes a reply', async () => {
    const videos = (await creator.call('GET', '/api/youtube/my-videos')).body.videos as youtube_v3.Schema$Video[];
    expect(videos.map((v) => v.id)).toHaveLength(8);

    const comments = await creator.call('GET', '/api/youtube/videos/sbxChknCurr/comments');
    expect(comments.status).toBe(200);
    const threads = comments.body.comments as Array<youtube_v3.Schema$CommentThread & { answeredByChannel: boolean }>;
    const garam = threads.find((t) => textOf(t).startsWith('What brand of garam masala'))!;
    expect(garam.replies?.comments).toHaveLength(7);
    expect(garam.answeredByChannel).toBe(true);
    expect(threads.filter((t) => t.answeredByChannel)).toHaveLength(3);

    const carbonara = (await creator.call('GET', '/api/youtube/videos/sbxCarbonar/comments')).body.comments as youtube_v3.Schema$CommentThread[];
    const hostile = carbonara.find((t) => textOf(t).startsWith('Great recipe'))!;
    expect(hostile.snippet?.topLevelComment?.snippet?.textDisplay).not.toMatch(/onerror|<script|<img/);

    const off = await creator.call('GET', '/api/youtube/videos/sbxKidsCook/comments');
    expect(off.status).toBe(403);
    expect(off.body.message).toBe('Comments are disabled for this video.');

    const open = carbonara.find((t) => textOf(t).startsWith('Could you do a video on cacio e pepe'))!;
    const published = await creator.call('POST', '/api/youtube/comments/reply', { parentId: open.id, text: 'Cacio e pepe is next week, stay tuned!' });
    expect(published.status).toBe(200);
    expect(published.body.commentId).toMatch(new RegExp(`^${open.id}\\.`));
    const again = (await creator.call('GET', '/api/youtube/videos/sbxCarbonar/comments?refresh=true')).body.comments as Array<youtube_v3.Schema$CommentThread & { answeredByChannel: boolean }>;
    expect(again.find((t) => t.id === open.id)?.answeredByChannel).toBe(true);
  });
});
