import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../../api/ApiContext';
import { htmlToText, type ThreadView } from './comments';
import { batchCandidates, drafted, entryOf, failed, patchReplies, withBatchResults, withSavedReplies, type ReplyEntry, type Replies } from './reply-state';
import { toastFailure } from './report';
import { useBatchProgress } from './use-batch-progress';
import { generateRepliesBatch, generateReply, getAiComments, publishReply, saveReplyEdit, type Video } from './video-api';
import { generationErrorText, publishErrorText, saveErrorText } from './video-errors';

/** The contract's limits (generateReplySchema, generateBatchSchema). */
const TITLE_MAX = 300;
const TEXT_MAX = 10_000;
const AUTHOR_MAX = 200;
const PARENTS_MAX = 50;

interface Options {
  videoId: string;
  video: Video | null;
  /** The chosen reply style; null for the server's choice (the default, else the built-in one). */
  promptId: string | null;
  /** After a publish: the comment list is reloaded (spec 4). */
  onPublished: () => void;
}

/** crypto.randomUUID needs a secure context; plain http on a LAN address has only getRandomValues. */
export function newBatchId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Spec 4 'Reply flow per comment' and 'Generate All', over the calls of spec 7. */
export function useReplyFlow({ videoId, video, promptId, onPublished }: Options) {
  const api = useApi();
  const [replies, setReplies] = useState<Replies>({});
  const batch = useBatchProgress();
  // Publishes under way, seen at once (state would let a fast double click through).
  const publishing = useRef(new Set<string>());
  const batchRunning = useRef(false);

  const update = useCallback((id: string, patch: (entry: ReplyEntry) => Partial<ReplyEntry>) => setReplies((current) => patchReplies(current, [id], patch)), []);

  useEffect(() => {
    let alive = true;
    getAiComments(api, videoId).then(
      (saved) => {
        if (alive) setReplies((current) => withSavedReplies(current, saved));
      },
      // Spec 7: a failure is tolerated; the page works without the saved replies.
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [api, videoId]);

  const videoContext = () => ({ videoId, videoTitle: (video?.snippet?.title ?? '').slice(0, TITLE_MAX), videoDescription: (video?.snippet?.description ?? '').slice(0, TEXT_MAX), promptTemplateId: promptId });

  /** Generate (skipCache false: the last draft comes back) or Regenerate (skipCache true). */
  const generate = async (thread: ThreadView, skipCache: boolean) => {
    update(thread.id, () => ({ phase: 'generating', error: null }));
    try {
      const answer = await generateReply(api, {
        ...videoContext(),
        commentId: thread.id,
        commentText: thread.text.slice(0, TEXT_MAX),
        skipCache,
        parentComments: thread.replies.slice(-PARENTS_MAX).map((reply) => ({ author: reply.author.slice(0, AUTHOR_MAX), text: htmlToText(reply.content).slice(0, TEXT_MAX) })),
      });
      update(thread.id, () => drafted(answer.reply, answer.dbCommentId));
    } catch (error) {
      update(thread.id, (entry) => failed(entry, generationErrorText(error)));
    }
  };

  /** Keeps an edit on the server; true when it was kept. */
  const save = async (commentId: string, dbCommentId: string, text: string): Promise<boolean> => {
    try {
      const answer = await saveReplyEdit(api, dbCommentId, text);
      update(commentId, () => ({ text: answer.reply, error: null }));
      return true;
    } catch (error) {
      update(commentId, () => ({ error: saveErrorText(error) }));
      return false;
    }
  };

  const publish = async (commentId: string, entry: ReplyEntry) => {
    if (entry.phase !== 'draft' || publishing.current.has(commentId)) return;
    publishing.current.add(commentId);
    update(commentId, () => ({ phase: 'publishing', error: null }));
    try {
      const answer = await publishReply(api, { parentId: commentId, text: entry.text, ...(entry.dbCommentId ? { dbCommentId: entry.dbCommentId } : {}) });
      update(commentId, () => ({ phase: 'published', publishedId: answer.commentId, justPublished: true }));
      onPublished();
    } catch (error) {
      update(commentId, () => ({ phase: 'draft', error: publishErrorText(error) }));
    } finally {
      publishing.current.delete(commentId);
    }
  };

  const generateAll = async (threads: readonly ThreadView[]) => {
    const chosen = batchCandidates(threads, replies);
    if (chosen.length === 0 || batchRunning.current) return;
    batchRunning.current = true;
    const ids = chosen.map((thread) => thread.id);
    const batchId = newBatchId();
    setReplies((current) => patchReplies(current, ids, () => ({ phase: 'generating', error: null })));
    try {
      const request = generateRepliesBatch(api, {
        ...videoContext(),
        comments: chosen.map((thread) => ({ id: thread.id, text: thread.text.slice(0, TEXT_MAX), author: thread.author.slice(0, AUTHOR_MAX) })),
        batchId,
      });
      const results = await batch.track(batchId, ids.length, request);
      setReplies((current) => withBatchResults(current, ids, results));
    } catch (error) {
      setReplies((current) => patchReplies(current, ids, (entry) => failed(entry, null)));
      toastFailure(error, 'youtube.video.errors.generateAll');
    } finally {
      batchRunning.current = false;
    }
  };

  return {
    replies,
    entry: (commentId: string) => entryOf(replies, commentId),
    generate,
    save,
    publish,
    generateAll,
    /** How many comments 'Generate All' would send now. */
    candidates: (threads: readonly ThreadView[]) => batchCandidates(threads, replies).length,
    progress: batch.progress,
  };
}
