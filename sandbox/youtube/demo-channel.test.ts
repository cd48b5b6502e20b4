import { describe, expect, it } from 'vitest';
import { sanitizeCommentHtml } from '../../core/domain/youtube/sanitize-comment.ts';
import { buildSandboxChannel, commentHtml, createSandboxYoutubeStore, REPLIES_PER_THREAD, SANDBOX_CHANNEL_ID, SANDBOX_UPLOADS_PLAYLIST_ID } from './demo-channel.ts';

const now = new Date('2025-06-01T12:00:00.250Z');
const data = buildSandboxChannel(now);
const threads = data.videos.flatMap((v) => v.threads);
const byChannel = (c: { snippet?: { authorChannelId?: { value?: string | null } | null } | null }) => c.snippet?.authorChannelId?.value === SANDBOX_CHANNEL_ID;
const answered = threads.filter((t) => (t.replies?.comments ?? []).some(byChannel));
const ms = (iso: string | null | undefined) => new Date(iso ?? NaN).getTime();

describe('the sandbox demo channel', () => {
  it('is the same for the same start, with dates moving with it', () => {
    expect(buildSandboxChannel(now)).toEqual(data);
    const later = buildSandboxChannel(new Date(now.getTime() + 86_400_000));
    expect(later.videos.map((v) => v.threads.map((t) => t.id))).toEqual(data.videos.map((v) => v.threads.map((t) => t.id)));
    expect(ms(later.videos[0]!.video.snippet?.publishedAt) - ms(data.videos[0]!.video.snippet?.publishedAt)).toBe(86_400_000);
  });

  it('is the channel Sandbox Kitchen with its uploads playlist and statistics', () => {
    expect(data.channel).toMatchObject({
      id: SANDBOX_CHANNEL_ID,
      snippet: { title: 'Sandbox Kitchen' },
      contentDetails: { relatedPlaylists: { uploads: SANDBOX_UPLOADS_PLAYLIST_ID } },
      statistics: { subscriberCount: '128400', videoCount: '8' },
    });
    expect(SANDBOX_CHANNEL_ID).toHaveLength(24);
    expect(data.channel.snippet?.thumbnails?.default?.url).toMatch(/^data:image\/svg\+xml/);
  });

  it('has eight uploads, newest first over the last weeks, with views for every number format', () => {
    expect(data.videos).toHaveLength(8);
    const published = data.videos.map((v) => ms(v.video.snippet?.publishedAt));
    expect(published).toEqual([...published].sort((a, b) => b - a));
    for (const p of published) expect(now.getTime() - p).toBeGreaterThan(0);
    expect(now.getTime() - published.at(-1)!).toBeLessThan(7 * 7 * 86_400_000);
    for (const { video } of data.videos) {
      expect(video.id).toMatch(/^[A-Za-z0-9_-]{11}$/);
      expect(video.snippet?.publishedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      expect(video.snippet?.description?.split('\n').length).toBeGreaterThanOrEqual(2);
      expect(video.snippet?.thumbnails?.high).toMatchObject({ url: expect.stringMatching(/^data:image\/svg\+xml/), width: 480, height: 360 });
    }
    const views = data.videos.map((v) => Number(v.video.statistics?.viewCount));
    expect(views.some((n) => n < 1000)).toBe(true);
    expect(views.some((n) => n >= 1000 && n < 1_000_000)).toBe(true);
    expect(views.some((n) => n >= 1_000_000)).toBe(true);
  });

  it('has one video with comments off (no commentCount, as YouTube) and 4 to 12 threads on the others, counted', () => {
    const off = data.videos.filter((v) => v.commentsDisabled);
    expect(off.map((v) => v.video.id)).toEqual(['sbxKidsCook']);
    expect(off[0]!.video.statistics?.commentCount).toBeUndefined();
    for (const v of data.videos.filter((x) => !x.commentsDisabled)) {
      expect(v.threads.length).toBeGreaterThanOrEqual(4);
      expect(v.threads.length).toBeLessThanOrEqual(12);
      const count = v.threads.reduce((n, t) => n + 1 + (t.replies?.comments?.length ?? 0), 0);
      expect(v.video.statistics?.commentCount).toBe(String(count));
    }
  });

  it('has comments from varied viewers, after the upload, replies after their comment', () => {
    const authors = new Set(threads.map((t) => t.snippet?.topLevelComment?.snippet?.authorDisplayName));
    expect(authors.size).toBeGreaterThanOrEqual(10);
    for (const v of data.videos) {
      for (const t of v.threads) {
        const top = t.snippet!.topLevelComment!;
        expect(t.id).toBe(top.id);
        expect(ms(top.snippet?.publishedAt)).toBeGreaterThan(ms(v.video.snippet?.publishedAt));
        expect(ms(top.snippet?.updatedAt)).toBeGreaterThanOrEqual(ms(top.snippet?.publishedAt));
        expect(top.snippet?.authorProfileImageUrl).toMatch(/^data:image\/svg\+xml/);
        expect(t.snippet?.totalReplyCount).toBe(t.replies?.comments?.length ?? 0);
        for (const r of t.replies?.comments ?? []) {
          expect(r.id).toMatch(new RegExp(`^${t.id}\\.[A-Za-z0-9]{22}$`));
          expect(r.snippet?.parentId).toBe(t.id);
          expect(ms(r.snippet?.publishedAt)).toBeGreaterThan(ms(top.snippet?.publishedAt));
          expect(ms(r.snippet?.publishedAt)).toBeLessThanOrEqual(now.getTime());
        }
      }
    }
    const viewerReplies = threads.flatMap((t) => (t.replies?.comments ?? []).filter((r) => !byChannel(r) && r.snippet?.authorDisplayName !== t.snippet?.topLevelComment?.snippet?.authorDisplayName));
    expect(viewerReplies.length).toBeGreaterThanOrEqual(8);
  });

  it('has threads the channel already answered, one only past the replies a thread embeds', () => {
    expect(answered).toHaveLength(11);
    const deep = answered.filter((t) => !(t.replies?.comments ?? []).slice(0, REPLIES_PER_THREAD).some(byChannel));
    expect(deep.map((t) => t.snippet?.topLevelComment?.snippet?.textOriginal)).toEqual(['What brand of garam masala do you use? The colour looks so rich.']);
    expect(deep[0]!.snippet?.totalReplyCount).toBe(7);
  });

  it('writes textDisplay as YouTube does, and has one hostile comment the product sanitises', () => {
    const displays = threads.map((t) => t.snippet?.topLevelComment?.snippet?.textDisplay ?? '');
    expect(displays.some((d) => d.includes('<b>') && d.includes('<br>'))).toBe(true);
    expect(displays.some((d) => /<a href="https:\/\/www\.youtube\.com\/watch\?v=sbxCarbonar&amp;t=252">4:12<\/a>/.test(d))).toBe(true);
    const hostile = displays.filter((d) => d.includes('onerror='));
    expect(hostile).toHaveLength(1);
    expect(hostile[0]).toContain('<script>');
    const safe = sanitizeCommentHtml(hostile[0]!);
    expect(safe).not.toMatch(/onerror|<script|<img/);
    expect(safe).toContain('Great recipe');
    expect(commentHtml(`Tom's <i> & "x"\n*bold* at 1:05 https://example.com/a`, 'vid00000001')).toBe(
      'Tom&#39;s &lt;i&gt; &amp; &quot;x&quot;<br><b>bold</b> at <a href="https://www.youtube.com/watch?v=vid00000001&amp;t=65">1:05</a> <a href="https://example.com/a">https://example.com/a</a>',
    );
  });
});

describe('the sandbox store', () => {
  it('adds the channel reply to its thread and counts it, leaving a fresh build as it was', () => {
    const store = createSandboxYoutubeStore(now);
    const video = store.video('sbxStirFry0')!;
    const thread = video.threads[0]!;
    const before = Number(video.video.statistics?.commentCount);
    const reply = store.addReply(thread.id!, 'Tempeh works great, *steam it first*!\nThanks for watching.', new Date(now.getTime() + 1000))!;
    expect(reply.id).toMatch(new RegExp(`^${thread.id}\\.`));
    expect(reply.snippet).toMatchObject({
      parentId: thread.id,
      videoId: 'sbxStirFry0',
      textOriginal: 'Tempeh works great, *steam it first*!\nThanks for watching.',
      textDisplay: 'Tempeh works great, <b>steam it first</b>!<br>Thanks for watching.',
      authorChannelId: { value: SANDBOX_CHANNEL_ID },
      authorDisplayName: '@SandboxKitchen',
      likeCount: 0,
      publishedAt: '2025-06-01T12:00:01Z',
    });
    const again = store.thread(thread.id!)!.thread;
    expect(again.replies?.comments?.at(-1)).toEqual(reply);
    expect(again.snippet?.totalReplyCount).toBe(again.replies?.comments?.length);
    expect(Number(video.video.statistics?.commentCount)).toBe(before + 1);
    expect(store.addReply('UgxNoSuchThread0000004AaABAg', 'hello')).toBeUndefined();
    expect(buildSandboxChannel(now)).toEqual(data);
  });
});
