import type { Text } from '../../../i18n/types';
import type { ThreadView } from './comments';
import type { AiComment, BatchResult } from './video-api';
import { generationErrorText } from './video-errors';

/** Spec 4 'Reply flow per comment': no reply, generating, reply shown, publishing, published. */
export type ReplyPhase = 'idle' | 'generating' | 'draft' | 'publishing' | 'published';

export interface ReplyEntry {
  phase: ReplyPhase;
  /** The reply as saved (the model's draft or the creator's kept edit); '' before the first one. */
  text: string;
  dbCommentId: string | null;
  error: Text | null;
  /** YouTube's id of the published reply. */
  publishedId: string | null;
  /** Published from this page: shown in the thread as 'Just now' until the reloaded list has it. */
  justPublished: boolean;
}

export type Replies = Readonly<Record<string, ReplyEntry>>;

export const NO_REPLY: ReplyEntry = { phase: 'idle', text: '', dbCommentId: null, error: null, publishedId: null, justPublished: false };

export const entryOf = (replies: Replies, commentId: string): ReplyEntry => replies[commentId] ?? NO_REPLY;

/** A change to some comments' entries. */
export const patchReplies = (replies: Replies, ids: readonly string[], patch: (entry: ReplyEntry, id: string) => Partial<ReplyEntry>): Replies => {
  const next = { ...replies };
  for (const id of ids) {
    const entry = entryOf(replies, id);
    next[id] = { ...entry, ...patch(entry, id) };
  }
  return next;
};

/** A drafted reply: shown and editable. */
export const drafted = (reply: string, dbCommentId: string): Partial<ReplyEntry> => ({ phase: 'draft', text: reply, dbCommentId, error: null });

/** After a failed generation: the earlier reply stays if there was one. */
export const failed = (entry: ReplyEntry, error: Text | null): Partial<ReplyEntry> => ({ phase: entry.text === '' ? 'idle' : 'draft', error });

/**
 * The replies kept on the server (GET ai-comments), so a reload shows the drafts again and
 * keeps published ones locked. What this page already did to a comment wins.
 */
export function withSavedReplies(replies: Replies, saved: Record<string, AiComment>): Replies {
  const next = { ...replies };
  for (const [commentId, ai] of Object.entries(saved)) {
    const entry = entryOf(replies, commentId);
    if (entry.phase !== 'idle' || entry.text !== '') continue;
    next[commentId] =
      ai.status === 'published'
        ? { ...NO_REPLY, phase: 'published', text: ai.reply, dbCommentId: ai.dbCommentId, publishedId: ai.publishedCommentId }
        : { ...NO_REPLY, ...drafted(ai.reply, ai.dbCommentId) };
  }
  return next;
}

/**
 * 'Generate All' sends the comments without a reply yet: none drafted or published here, not
 * being generated, and not in a thread the channel already answered (a creator who wants to
 * answer again does it one comment at a time).
 */
export const batchCandidates = (threads: readonly ThreadView[], replies: Replies): ThreadView[] =>
  threads.filter((thread) => {
    const entry = entryOf(replies, thread.id);
    return !thread.answeredByChannel && entry.phase === 'idle' && entry.text === '' && thread.text.trim() !== '';
  });

/** Spec 5: only results with a reply and no error are kept; an item's error is shown on its comment. */
export const withBatchResults = (replies: Replies, ids: readonly string[], results: Record<string, BatchResult>): Replies =>
  patchReplies(replies, ids, (entry, id) => {
    const result = results[id];
    if (result?.reply && result.dbCommentId && !result.error) return drafted(result.reply, result.dbCommentId);
    return failed(entry, result?.error ? generationErrorText(result.error) : null);
  });
