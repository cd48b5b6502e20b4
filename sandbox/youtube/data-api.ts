import { createHash } from 'node:crypto';
import Router from '@koa/router';
import type { youtube_v3 } from 'googleapis';
import type { Context } from 'koa';
import { z } from 'zod';
import { SANDBOX_YOUTUBE_API_PREFIX } from '../../core/clients/youtube-endpoints.ts';
import { REPLIES_PER_THREAD, SANDBOX_CHANNEL_HANDLE, SANDBOX_UPLOADS_PLAYLIST_ID, type SandboxVideo, type SandboxYoutubeStore } from './demo-channel.ts';
import type { SandboxGrants } from '../google-oauth/grants.ts';

type Comment = youtube_v3.Schema$Comment;
type Thread = youtube_v3.Schema$CommentThread;

// ---- Google's error body and query checking --------------------------------------------------

interface ErrorPlace {
  domain?: string;
  location?: string;
  locationType?: 'parameter' | 'header';
}

/** Google's error body: `{ error: { code, message, errors: [{ message, domain, reason }] } }`. */
function googleError(ctx: Context, code: number, reason: string, message: string, place: ErrorPlace = {}) {
  ctx.status = code;
  ctx.body = { error: { code, message, errors: [{ message, domain: place.domain ?? 'youtube.parameter', reason, ...(place.location ? { location: place.location, locationType: place.locationType ?? 'parameter' } : {}) }] } };
}

/** A list parameter as YouTube reads it: comma-separated, or repeated (how googleapis sends arrays). */
const list = (max: number) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) => [v].flat().flatMap((s) => s.split(',')).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.string().max(128)).min(1).max(max));
const parts = <const P extends readonly [string, ...string[]]>(allowed: P) => list(10).pipe(z.array(z.enum(allowed)));
const int = (min: number, max: number) => z.string().regex(/^\d{1,6}$/).transform(Number).pipe(z.number().int().min(min).max(max));
const pageToken = z.string().max(200).optional();
const textFormat = z.enum(['html', 'plainText']).default('html');

/** The query checked, or null after answering 400 the way YouTube words it. */
function query<S extends z.ZodType>(ctx: Context, schema: S): z.infer<S> | null {
  const result = schema.safeParse(ctx.query);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = String(issue?.path[0] ?? 'request');
  const at = { location: name, locationType: 'parameter' } as const;
  if (ctx.query[name] === undefined) googleError(ctx, 400, 'required', `Required parameter: ${name}`, { domain: 'global', ...at });
  else if (name === 'part') googleError(ctx, 400, 'unknownPart', `'${String(ctx.query.part)}'`, { domain: 'youtube.part', ...at });
  else googleError(ctx, 400, 'invalidParameter', `Invalid value for parameter ${name}: ${issue?.message ?? 'invalid'}`, at);
  return null;
}

/** Exactly one filter, as YouTube insists; false after answering 400. */
function oneFilter(ctx: Context, given: Record<string, unknown>): boolean {
  const names = Object.keys(given);
  const present = names.filter((n) => given[n] !== undefined);
  if (present.length === 1) return true;
  if (present.length === 0) googleError(ctx, 400, 'missingRequiredParameter', `No filter selected. Expected one of: ${names.join(', ')}`);
  else googleError(ctx, 400, 'incompatibleParameters', `Incompatible parameters specified in the request: ${present.join(', ')}`);
  return false;
}

// ---- YouTube's response shapes ---------------------------------------------------------------

/** Opaque and changing with the content, like YouTube's etags. */
const etagOf = (value: unknown) => createHash('sha1').update(JSON.stringify(value)).digest('base64url');

/** A resource with only the parts asked for; kind, etag and id always come. */
function shaped<T extends { id?: string | null }>(kind: string, resource: T, wanted: readonly string[]): T & { kind: string; etag: string } {
  const out: Record<string, unknown> = { kind, etag: etagOf(resource), id: resource.id };
  for (const part of wanted) {
    const value = (resource as Record<string, unknown>)[part];
    if (part !== 'id' && value !== undefined) out[part] = value;
  }
  // Every part of a googleapis Schema$ type is optional, so leaving parts out keeps it a T.
  return out as T & { kind: string; etag: string };
}

interface Page<T> {
  items: T[];
  nextPageToken?: string;
  prevPageToken?: string;
}

const encodePage = (offset: number) => Buffer.from(`sbx:${offset}`).toString('base64url');

/** A page of `items`; null after answering 400 for a token this server never made. */
function paginate<T>(ctx: Context, items: T[], maxResults: number, token: string | undefined): Page<T> | null {
  const offset = token === undefined ? 0 : Number(/^sbx:(\d{1,6})$/.exec(Buffer.from(token, 'base64url').toString())?.[1] ?? NaN);
  if (!Number.isInteger(offset) || offset > items.length) {
    googleError(ctx, 400, 'invalidPageToken', 'The request specifies an invalid page token.', { location: 'pageToken' });
    return null;
  }
  const end = offset + maxResults;
  return {
    items: items.slice(offset, end),
    ...(end < items.length ? { nextPageToken: encodePage(end) } : {}),
    ...(offset > 0 ? { prevPageToken: encodePage(Math.max(0, offset - maxResults)) } : {}),
  };
}

function listBody(kind: string, page: Page<unknown>, totalResults: number, resultsPerPage: number) {
  const { items, ...tokens } = page;
  return { kind, etag: etagOf(items), ...tokens, pageInfo: { totalResults, resultsPerPage }, items };
}

/** textFormat=plainText: textDisplay without markup, which is what the author typed. */
function formatted(comment: Comment, format: 'html' | 'plainText'): Comment {
  if (format === 'html' || !comment.snippet) return comment;
  return { ...comment, snippet: { ...comment.snippet, textDisplay: comment.snippet.textOriginal ?? '' } };
}

const commentOut = (comment: Comment, wanted: readonly string[], format: 'html' | 'plainText'): Comment => shaped('youtube#comment', formatted(comment, format), wanted);

function threadOut(thread: Thread, wanted: readonly string[], format: 'html' | 'plainText') {
  const top = thread.snippet?.topLevelComment;
  const replies = thread.replies?.comments ?? [];
  const out: Thread = {
    id: thread.id,
    snippet: { ...thread.snippet, ...(top ? { topLevelComment: commentOut(top, ['id', 'snippet'], format) } : {}) },
    // YouTube embeds only a few replies and leaves the property out when there are none.
    ...(replies.length > 0 ? { replies: { comments: replies.slice(0, REPLIES_PER_THREAD).map((c) => commentOut(c, ['id', 'snippet'], format)) } } : {}),
  };
  return shaped('youtube#commentThread', out, wanted);
}

function playlistItem(v: SandboxVideo, position: number): youtube_v3.Schema$PlaylistItem & { id: string } {
  const s = v.video.snippet ?? {};
  return {
    id: Buffer.from(`${SANDBOX_UPLOADS_PLAYLIST_ID}.${v.video.id}`).toString('base64').replace(/=+$/, ''),
    snippet: {
      publishedAt: s.publishedAt,
      channelId: s.channelId,
      title: s.title,
      description: s.description,
      thumbnails: s.thumbnails,
      channelTitle: s.channelTitle,
      playlistId: SANDBOX_UPLOADS_PLAYLIST_ID,
      position,
      resourceId: { kind: 'youtube#video', videoId: v.video.id },
      videoOwnerChannelTitle: s.channelTitle,
      videoOwnerChannelId: s.channelId,
    },
    contentDetails: { videoId: v.video.id, videoPublishedAt: s.publishedAt },
    status: { privacyStatus: 'public' },
  };
}

const topTime = (t: Thread) => t.snippet?.topLevelComment?.snippet?.publishedAt ?? '';
const byTime = (a: Thread, b: Thread) => topTime(b).localeCompare(topTime(a));
const byRelevance = (a: Thread, b: Thread) => (b.snippet?.topLevelComment?.snippet?.likeCount ?? 0) - (a.snippet?.topLevelComment?.snippet?.likeCount ?? 0) || byTime(a, b);

// ---- the routes --------------------------------------------------------------------------------

const channelsQuery = z.object({ part: parts(['id', 'snippet', 'contentDetails', 'statistics', 'status']), mine: z.enum(['true', 'false']).optional(), id: list(50).optional(), forHandle: z.string().max(100).optional() }).loose();
const playlistItemsQuery = z.object({ part: parts(['id', 'snippet', 'contentDetails', 'status']), playlistId: z.string().max(64).optional(), id: list(50).optional(), maxResults: int(0, 50).default(5), pageToken }).loose();
const videosQuery = z.object({ part: parts(['id', 'snippet', 'contentDetails', 'statistics', 'status']), id: list(50).optional() }).loose();
const threadsQuery = z
  .object({
    part: parts(['id', 'snippet', 'replies']),
    videoId: z.string().max(64).optional(),
    allThreadsRelatedToChannelId: z.string().max(64).optional(),
    id: list(50).optional(),
    maxResults: int(1, 100).default(20),
    order: z.enum(['time', 'relevance']).default('time'),
    searchTerms: z.string().max(200).optional(),
    pageToken,
    textFormat,
  })
  .loose();
const commentsQuery = z.object({ part: parts(['id', 'snippet']), id: list(50).optional(), parentId: z.string().max(128).optional(), maxResults: int(1, 100).default(20), pageToken, textFormat }).loose();
const insertQuery = z.object({ part: parts(['id', 'snippet']) }).loose();
const insertBody = z.object({ snippet: z.object({ parentId: z.string().max(128).optional(), textOriginal: z.string().optional() }).loose() }).loose();

const AUTH_MESSAGE = 'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.';
const VIDEO_ID_LINK = '<code><a href="/youtube/v3/docs/commentThreads/list#videoId">videoId</a></code>';

/**
 * A local stand-in for the YouTube Data API v3 paths the product calls (channels,
 * playlistItems, videos, commentThreads, comments list and insert) in YouTube's own JSON and
 * error shapes, over the demo channel. Only access tokens the sandbox OAuth issued are taken,
 * so an expired one is refused with 401 and googleapis refreshes it.
 */
export function sandboxYoutubeApiRoutes(store: SandboxYoutubeStore, grants: SandboxGrants): Router {
  const router = new Router({ prefix: SANDBOX_YOUTUBE_API_PREFIX });
  const { channel, videos } = store.data;
  const allThreads = () => videos.flatMap((v) => v.threads);

  router.use(async (ctx, next) => {
    const bearer = /^Bearer\s+(\S+)$/i.exec(ctx.get('authorization'))?.[1];
    const at = { domain: 'global', location: 'Authorization', locationType: 'header' } as const;
    if (!bearer) return googleError(ctx, 401, 'required', 'Request is missing required authentication credential. Expected OAuth 2 access token.', at);
    if (!grants.isAccessValid(bearer)) {
      ctx.set('WWW-Authenticate', 'Bearer realm="https://accounts.google.com/", error="invalid_token"');
      return googleError(ctx, 401, 'authError', AUTH_MESSAGE, at);
    }
    await next();
  });

  router.get('/channels', (ctx) => {
    const q = query(ctx, channelsQuery);
    if (!q || !oneFilter(ctx, { forHandle: q.forHandle, id: q.id, mine: q.mine })) return;
    const handle = q.forHandle?.replace(/^@?/, '@').toLowerCase();
    const match = q.mine === 'true' || q.id?.includes(channel.id!) || handle === SANDBOX_CHANNEL_HANDLE.toLowerCase();
    const items = match ? [shaped('youtube#channel', channel, q.part)] : [];
    ctx.body = listBody('youtube#channelListResponse', { items }, items.length, 5);
  });

  router.get('/playlistItems', (ctx) => {
    const q = query(ctx, playlistItemsQuery);
    if (!q || !oneFilter(ctx, { id: q.id, playlistId: q.playlistId })) return;
    if (q.playlistId !== undefined && q.playlistId !== SANDBOX_UPLOADS_PLAYLIST_ID) {
      return googleError(ctx, 404, 'playlistNotFound', "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.", { domain: 'youtube.playlistItem', location: 'playlistId' });
    }
    const all = videos.map(playlistItem).filter((item) => !q.id || q.id.includes(item.id));
    const page = paginate(ctx, all, q.maxResults, q.pageToken);
    if (!page) return;
    ctx.body = listBody('youtube#playlistItemListResponse', { ...page, items: page.items.map((i) => shaped('youtube#playlistItem', i, q.part)) }, all.length, q.maxResults);
  });

  router.get('/videos', (ctx) => {
    const q = query(ctx, videosQuery);
    if (!q) return;
    if (!q.id) return googleError(ctx, 400, 'missingRequiredParameter', 'No filter selected. Expected one of: chart, id, myRating');
    const items = q.id.flatMap((id) => store.video(id) ?? []).map((v) => shaped('youtube#video', v.video, q.part));
    ctx.body = listBody('youtube#videoListResponse', { items }, items.length, items.length);
  });

  router.get('/commentThreads', (ctx) => {
    const q = query(ctx, threadsQuery);
    if (!q || !oneFilter(ctx, { allThreadsRelatedToChannelId: q.allThreadsRelatedToChannelId, id: q.id, videoId: q.videoId })) return;
    let threads: Thread[];
    if (q.videoId !== undefined) {
      const video = store.video(q.videoId);
      const at = { domain: 'youtube.commentThread', location: 'videoId' };
      if (!video) return googleError(ctx, 404, 'videoNotFound', `The video identified by the ${VIDEO_ID_LINK} parameter could not be found.`, at);
      if (video.commentsDisabled) return googleError(ctx, 403, 'commentsDisabled', `The video identified by the ${VIDEO_ID_LINK} parameter has disabled comments.`, at);
      threads = video.threads;
    } else if (q.allThreadsRelatedToChannelId !== undefined) {
      if (q.allThreadsRelatedToChannelId !== channel.id) {
        return googleError(ctx, 404, 'channelNotFound', 'The channel could not be found.', { domain: 'youtube.commentThread', location: 'allThreadsRelatedToChannelId' });
      }
      threads = allThreads();
    } else {
      threads = allThreads().filter((t) => q.id!.includes(t.id!));
    }
    const term = q.searchTerms?.toLowerCase();
    const texts = (t: Thread) => [t.snippet?.topLevelComment, ...(t.replies?.comments ?? [])].map((c) => c?.snippet?.textOriginal?.toLowerCase() ?? '');
    const found = (term ? threads.filter((t) => texts(t).some((s) => s.includes(term))) : [...threads]).sort(q.order === 'time' ? byTime : byRelevance);
    const page = paginate(ctx, found, q.maxResults, q.pageToken);
    if (!page) return;
    const items = page.items.map((t) => threadOut(t, q.part, q.textFormat));
    ctx.body = listBody('youtube#commentThreadListResponse', { ...page, items }, items.length, q.maxResults);
  });

  router.get('/comments', (ctx) => {
    const q = query(ctx, commentsQuery);
    if (!q || !oneFilter(ctx, { id: q.id, parentId: q.parentId })) return;
    let comments: Comment[];
    if (q.parentId !== undefined) {
      const found = store.thread(q.parentId);
      if (!found) return googleError(ctx, 404, 'commentNotFound', 'The comment identified by the <code>parentId</code> parameter could not be found.', { domain: 'youtube.comment', location: 'parentId' });
      comments = found.thread.replies?.comments ?? [];
    } else {
      const every = allThreads().flatMap((t) => [t.snippet?.topLevelComment ?? {}, ...(t.replies?.comments ?? [])]);
      comments = every.filter((c) => c.id && q.id!.includes(c.id));
    }
    const page = paginate(ctx, comments, q.maxResults, q.pageToken);
    if (!page) return;
    const items = page.items.map((c) => commentOut(c, q.part, q.textFormat));
    ctx.body = listBody('youtube#commentListResponse', { ...page, items }, items.length, q.maxResults);
  });

  router.post('/comments', (ctx) => {
    const q = query(ctx, insertQuery);
    if (!q) return;
    const body = insertBody.safeParse(ctx.request.body ?? {});
    const at = { domain: 'youtube.comment' };
    if (!body.success) return googleError(ctx, 400, 'invalidCommentMetadata', 'The request metadata is invalid.', at);
    const { parentId, textOriginal = '' } = body.data.snippet;
    if (!parentId) return googleError(ctx, 400, 'invalidCommentMetadata', 'comments.insert adds replies only: snippet.parentId is required.', at);
    if (!textOriginal.trim()) return googleError(ctx, 400, 'commentTextRequired', 'The comment resource that is being inserted must specify a value for the snippet.textOriginal property.', at);
    if (textOriginal.length > 10_000) return googleError(ctx, 400, 'commentTextTooLong', 'The comment resource that is being inserted contains too many characters in the snippet.textOriginal property.', at);
    const reply = store.addReply(parentId, textOriginal);
    if (!reply) return googleError(ctx, 404, 'parentCommentNotFound', 'The specified parent comment could not be found.', at);
    ctx.body = commentOut(reply, q.part, 'html');
  });

  // Anything else under /youtube/v3 is a method this fake does not have: Google's 404, not the console.
  router.all('/{*rest}', (ctx) => googleError(ctx, 404, 'notFound', 'Not Found', { domain: 'global' }));

  return router;
}
