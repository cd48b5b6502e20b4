import type { PublishReplyInput } from '../../../contracts/youtube-replies.ts';
import { YoutubeReply } from '../../../db/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { AUTHORIZATION_EXPIRED, youtubeFor } from './connection.ts';
import { QUOTA_COST, spendQuota } from './quota.ts';
import type { VideoReadDeps } from './videos.ts';
import { youtubeError } from './youtube-errors.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A publish that started this long ago and never finished is assumed lost and may be retried. */
const STUCK_AFTER_MS = 60_000;

export interface Published {
  success: true;
  commentId: string;
  dbCommentId: string | null;
}

/** The user's draft, or 404 for anyone else's. */
export async function ownReply(userId: string, id: string): Promise<YoutubeReply> {
  const reply = uuid.test(id) ? await YoutubeReply.query().findOne({ id, user_id: userId }) : undefined;
  if (!reply) throw notFound('Reply');
  return reply;
}

/** PUT /api/youtube/replies/{id}: the edit is kept (and later shown to the model as their voice). */
export async function editReply(userId: string, id: string, text: string): Promise<{ reply: string; dbCommentId: string }> {
  const reply = await ownReply(userId, id);
  if (reply.status !== 'draft') throw new AppError('conflict', 'This reply has been published and can no longer be changed');
  await YoutubeReply.query().findById(id).patch({ editedReply: text === reply.reply ? null : text, updatedAt: new Date() });
  return { reply: text, dbCommentId: id };
}

/**
 * POST /api/youtube/comments/reply. Publishes once: the draft moves to `publishing` before
 * YouTube is called (a double click finds it there), and a publish whose outcome is unknown
 * (a timeout after YouTube may have accepted it) is settled by looking for the channel's reply
 * in the thread before inserting again. A published reply is locked.
 */
export async function publishReply(deps: VideoReadDeps, userId: string, input: PublishReplyInput): Promise<Published> {
  const youtube = await youtubeFor(deps, userId);
  if (!youtube) throw new AppError('youtube_unauthorized', AUTHORIZATION_EXPIRED);
  const draft = input.dbCommentId ? await ownReply(userId, input.dbCommentId) : null;
  if (draft?.status === 'published') return { success: true, commentId: draft.publishedCommentId!, dbCommentId: draft.id };

  if (draft) {
    // In flight (a double click): wait for it. Unknown outcome (no answer, or a process that
    // died mid-call): settle it by looking in the thread before inserting again.
    const stale = Date.now() - new Date(draft.updatedAt).getTime() > STUCK_AFTER_MS;
    if (draft.status === 'publishing' && !stale) throw new AppError('conflict', 'This reply is being published');
    if (draft.status !== 'draft') {
      const found = await findPublished(deps, userId, youtube, input.parentId, input.text);
      if (found) return markPublished(draft.id, found);
    }
    const claimed = await YoutubeReply.query()
      .where({ id: draft.id, status: draft.status })
      .patch({ status: 'publishing', editedReply: input.text === draft.reply ? draft.editedReply : input.text, updatedAt: new Date() });
    if (claimed === 0) throw new AppError('conflict', 'This reply is being published');
  }

  await spendQuota(deps.knex, userId, QUOTA_COST.insert);
  let commentId: string;
  try {
    const { data } = await youtube.comments.insert({ part: ['snippet'], requestBody: { snippet: { parentId: input.parentId, textOriginal: input.text } } }, { timeout: 20_000 });
    commentId = data.id!;
  } catch (err) {
    const status = (err as { status?: number; response?: { status?: number } }).status ?? (err as { response?: { status?: number } }).response?.status;
    // A refusal is final: the draft can be fixed and published again. Without an answer the
    // outcome is unknown: `unconfirmed`, for the next attempt to settle.
    if (draft) await YoutubeReply.query().findById(draft.id).patch({ status: status !== undefined && status < 500 ? 'draft' : 'unconfirmed', updatedAt: new Date() });
    throw youtubeError(err, 'publish');
  }
  await deps.cache.forget(userId, `comments:${draft?.videoId ?? ''}`);
  return draft ? markPublished(draft.id, commentId) : { success: true, commentId, dbCommentId: null };
}

async function markPublished(id: string, commentId: string): Promise<Published> {
  await YoutubeReply.query().findById(id).patch({ status: 'published', publishedCommentId: commentId, publishedAt: new Date(), updatedAt: new Date() });
  return { success: true, commentId, dbCommentId: id };
}

/** The channel's own reply with this text in the thread, if YouTube has it already. */
async function findPublished(deps: VideoReadDeps, userId: string, youtube: NonNullable<Awaited<ReturnType<typeof youtubeFor>>>, parentId: string, text: string): Promise<string | null> {
  await spendQuota(deps.knex, userId, QUOTA_COST.list);
  try {
    const { data } = await youtube.comments.list({ part: ['snippet'], parentId, maxResults: 100, textFormat: 'plainText' });
    const mine = (data.items ?? []).find((c) => c.snippet?.textOriginal === text || c.snippet?.textDisplay === text);
    return mine?.id ?? null;
  } catch (err) {
    throw youtubeError(err, 'publish');
  }
}

/** GET /api/youtube/videos/{id}/ai-comments: the latest draft or published reply per comment. */
export async function aiCommentsMap(userId: string, videoId: string) {
  const rows = await YoutubeReply.query().where({ user_id: userId, video_id: videoId }).orderBy('created_at', 'asc');
  const map: Record<string, { isAiGenerated: true; reply: string; dbCommentId: string; status: string; publishedCommentId: string | null }> = {};
  for (const r of rows) map[r.commentId] = { isAiGenerated: true, reply: r.editedReply ?? r.reply, dbCommentId: r.id, status: r.status, publishedCommentId: r.publishedCommentId };
  return map;
}
