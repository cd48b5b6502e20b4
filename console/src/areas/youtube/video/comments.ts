import type { CommentThread, YoutubeComment } from './video-api';

/** Spec 3 'Comment (screen model)'. `content` is the server's sanitised HTML. */
export interface CommentView {
  id: string;
  author: string;
  authorAvatar: string | null;
  content: string;
  /** ISO time, or null for a reply added on this page ('Just now'). */
  timestamp: string | null;
  likes: number;
  /** Written by the video's channel (the creator). */
  byChannel: boolean;
}

export interface ThreadView extends CommentView {
  /** The top-level comment as plain text, for the model. */
  text: string;
  replies: CommentView[];
  /** YouTube's totalReplyCount (the replies shown, unless YouTube knows of more). */
  replyCount: number;
  /** The channel has already replied in this thread (spec: so a creator does not answer twice). */
  answeredByChannel: boolean;
}

const toView = (comment: YoutubeComment, channelId: string | undefined): CommentView => {
  const snippet = comment.snippet ?? {};
  return {
    id: comment.id,
    author: snippet.authorDisplayName ?? '',
    authorAvatar: snippet.authorProfileImageUrl ?? null,
    content: snippet.textDisplay ?? '',
    timestamp: snippet.publishedAt ?? null,
    likes: snippet.likeCount ?? 0,
    byChannel: channelId !== undefined && snippet.authorChannelId?.value === channelId,
  };
};

/** A thread of GET /comments as the page shows it; replies oldest first, as YouTube reads them. */
export function toThreadView(thread: CommentThread): ThreadView {
  const channelId = thread.snippet?.channelId;
  const top = toView(thread.snippet?.topLevelComment ?? { id: thread.id }, channelId);
  const replies = (thread.replies?.comments ?? []).map((reply) => toView(reply, channelId));
  replies.sort((a, b) => (a.timestamp ?? '').localeCompare(b.timestamp ?? ''));
  return {
    ...top,
    id: thread.id,
    text: htmlToText(top.content),
    replies,
    replyCount: Math.max(thread.snippet?.totalReplyCount ?? 0, replies.length),
    answeredByChannel: thread.answeredByChannel === true || replies.some((reply) => reply.byChannel),
  };
}

/**
 * 'Comments (N)' (spec 2) counts what the video card's "comment count" counts: YouTube's
 * statistics.commentCount, every comment of the video with the replies included. The page
 * counts the list it shows (each thread's comment and its replies), so a reply just published
 * counts at once; where YouTube's own figure is higher, it wins: the list holds only the newest
 * 100 threads. The card and the page then say the same number.
 */
export function commentCount(threads: readonly ThreadView[], youtubeCount: string | undefined): number {
  const listed = threads.reduce((sum, thread) => sum + 1 + thread.replyCount, 0);
  const counted = Number(youtubeCount);
  return Number.isSafeInteger(counted) && counted > listed ? counted : listed;
}

/** The words of a comment's HTML: line breaks kept, tags and entities gone. */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html.replace(/<br\s*\/?>/gi, '\n'), 'text/html');
  return (doc.body.textContent ?? '').trim();
}
