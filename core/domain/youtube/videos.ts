import type { youtube_v3 } from 'googleapis';
import type { Knex } from '../../../db/index.ts';
import { AppError } from '../../errors.ts';
import { AUTHORIZATION_EXPIRED, youtubeFor, type YoutubeDeps } from './connection.ts';
import { QUOTA_COST, spendQuota } from './quota.ts';
import type { ReadCache } from './read-cache.ts';
import { sanitizeCommentHtml } from './sanitize-comment.ts';
import { youtubeError } from './youtube-errors.ts';

export interface VideoReadDeps extends YoutubeDeps {
  knex: Knex;
  cache: ReadCache;
}

const LATEST_VIDEOS = 24;
const MAX_THREADS = 100;

async function api(deps: VideoReadDeps, userId: string): Promise<youtube_v3.Youtube> {
  const youtube = await youtubeFor(deps, userId);
  if (!youtube) throw new AppError('youtube_unauthorized', AUTHORIZATION_EXPIRED);
  return youtube;
}

/** One list call, its unit booked first. */
async function list<T>(deps: VideoReadDeps, userId: string, what: 'videos' | 'comments' | 'video', call: () => Promise<{ data: T }>): Promise<T> {
  await spendQuota(deps.knex, userId, QUOTA_COST.list);
  try {
    return (await call()).data;
  } catch (err) {
    throw youtubeError(err, what);
  }
}

async function uploads(deps: VideoReadDeps, userId: string, youtube: youtube_v3.Youtube, channelId: string | null): Promise<youtube_v3.Schema$Video[]> {
  const channels = await list(deps, userId, 'videos', () => youtube.channels.list({ part: ['contentDetails'], ...(channelId ? { id: [channelId] } : { mine: true }) }));
  const playlistId = channels.items?.[0]?.contentDetails?.relatedPlaylists?.uploads;
  if (!playlistId) throw new AppError('not_found', 'Channel not found');
  const items = await list(deps, userId, 'videos', () => youtube.playlistItems.list({ part: ['contentDetails'], playlistId, maxResults: LATEST_VIDEOS }));
  const ids = (items.items ?? []).map((i) => i.contentDetails?.videoId).filter((id): id is string => Boolean(id));
  if (ids.length === 0) return [];
  const videos = await list(deps, userId, 'videos', () => youtube.videos.list({ part: ['snippet', 'statistics'], id: ids }));
  return videos.items ?? [];
}

/** GET /api/youtube/my-videos: the latest uploads of the connected channel. */
export function myVideos(deps: VideoReadDeps, userId: string, refresh: boolean) {
  return deps.cache.read(userId, 'my-videos', refresh, async () => uploads(deps, userId, await api(deps, userId), null));
}

/** GET /api/youtube/channels/{id}/videos */
export function channelVideos(deps: VideoReadDeps, userId: string, channelId: string, refresh: boolean) {
  return deps.cache.read(userId, `channel:${channelId}`, refresh, async () => uploads(deps, userId, await api(deps, userId), channelId));
}

/** GET /api/youtube/videos/{id} */
export function videoDetails(deps: VideoReadDeps, userId: string, videoId: string, refresh: boolean): Promise<youtube_v3.Schema$Video> {
  return deps.cache.read(userId, `video:${videoId}`, refresh, async () => {
    const youtube = await api(deps, userId);
    const data = await list(deps, userId, 'video', () => youtube.videos.list({ part: ['snippet', 'statistics'], id: [videoId] }));
    const video = data.items?.[0];
    if (!video) throw new AppError('not_found', 'Video not found or comments are disabled for this video.');
    return video;
  });
}

export interface CommentThread extends youtube_v3.Schema$CommentThread {
  /** The channel has already replied in this thread: a creator should not answer twice by accident. */
  answeredByChannel: boolean;
}

const clean = (c: youtube_v3.Schema$Comment): youtube_v3.Schema$Comment =>
  c.snippet ? { ...c, snippet: { ...c.snippet, textDisplay: sanitizeCommentHtml(c.snippet.textDisplay ?? '') } } : c;

/** GET /api/youtube/videos/{id}/comments: threads with all their replies, HTML made safe. */
export function videoComments(deps: VideoReadDeps, userId: string, videoId: string, refresh: boolean): Promise<CommentThread[]> {
  return deps.cache.read(userId, `comments:${videoId}`, refresh, async () => {
    const youtube = await api(deps, userId);
    const data = await list(deps, userId, 'comments', () =>
      youtube.commentThreads.list({ part: ['snippet', 'replies'], videoId, maxResults: MAX_THREADS, order: 'time', textFormat: 'html' }),
    );
    const threads: CommentThread[] = [];
    for (const thread of data.items ?? []) {
      let replies = thread.replies?.comments ?? [];
      // commentThreads answers at most 5 replies; the rest come from comments.list.
      if ((thread.snippet?.totalReplyCount ?? 0) > replies.length && thread.id) {
        const all = await list(deps, userId, 'comments', () => youtube.comments.list({ part: ['snippet'], parentId: thread.id!, maxResults: 100, textFormat: 'html' }));
        replies = all.items ?? replies;
      }
      const channelId = thread.snippet?.channelId;
      const top = thread.snippet?.topLevelComment;
      threads.push({
        ...thread,
        snippet: { ...thread.snippet, ...(top ? { topLevelComment: clean(top) } : {}) },
        replies: { comments: replies.map(clean) },
        answeredByChannel: Boolean(channelId) && replies.some((r) => r.snippet?.authorChannelId?.value === channelId),
      });
    }
    return threads;
  });
}
