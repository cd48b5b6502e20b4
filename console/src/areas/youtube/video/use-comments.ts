import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../../api/ApiContext';
import type { Text } from '../../../i18n/types';
import { toThreadView, type ThreadView } from './comments';
import { listComments } from './video-api';
import { commentsErrorText } from './video-errors';

/**
 * 'first': skeletons, then the list or the error area (the first load and Retry).
 * 'refresh': the Refresh button; the list stays while YouTube is asked (?refresh=true).
 * 'quiet': after a publish; the list stays, and a failure keeps it.
 */
export type LoadMode = 'first' | 'refresh' | 'quiet';

export interface CommentsState {
  /** null while the first load runs or after a failure. */
  threads: ThreadView[] | null;
  error: Text | null;
  refreshing: boolean;
  load: (mode: LoadMode) => Promise<void>;
}

/** Spec 4 'The comment screen states: loading, error with Retry, loaded'. */
export function useComments(videoId: string): CommentsState {
  const api = useApi();
  const [threads, setThreads] = useState<ThreadView[] | null>(null);
  const [error, setError] = useState<Text | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  // Only the latest request may set the list (a Refresh can overtake a reload).
  const latest = useRef(0);

  const load = useCallback(
    async (mode: LoadMode) => {
      const request = ++latest.current;
      if (mode === 'first') {
        setThreads(null);
        setError(null);
      }
      if (mode === 'refresh') setRefreshing(true);
      try {
        const answer = await listComments(api, videoId, mode === 'refresh');
        if (request !== latest.current) return;
        setThreads(answer.map(toThreadView));
        setError(null);
      } catch (failure) {
        if (request !== latest.current || mode === 'quiet') return;
        setThreads(null);
        setError(commentsErrorText(failure));
      } finally {
        if (request === latest.current) setRefreshing(false);
      }
    },
    [api, videoId],
  );

  useEffect(() => {
    void load('first');
    return () => {
      latest.current += 1;
    };
  }, [load]);

  return { threads, error, refreshing, load };
}
