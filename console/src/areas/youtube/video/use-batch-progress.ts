import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../../api/ApiContext';
import { getBatchProgress } from './video-api';

/** How often 'Generate All' asks how far its batch is. */
export const PROGRESS_POLL_MS = 700;

export interface Progress {
  done: number;
  total: number;
}

/**
 * While a batch request runs, its progress is read every PROGRESS_POLL_MS from
 * GET /api/youtube/comments/batches/{batchId}/progress; each poll waits for the previous
 * one. A failed poll (the workflow has not started yet, a hiccup) changes nothing.
 */
export function useBatchProgress() {
  const api = useApi();
  const [progress, setProgress] = useState<Progress | null>(null);
  const stopCurrent = useRef<() => void>(() => undefined);

  useEffect(() => () => stopCurrent.current(), []);

  const track = useCallback(
    async <T,>(batchId: string, total: number, work: Promise<T>): Promise<T> => {
      let running = true;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const stop = () => {
        running = false;
        clearTimeout(timer);
      };
      stopCurrent.current = stop;
      const poll = async () => {
        try {
          const answer = await getBatchProgress(api, batchId);
          if (running) setProgress({ done: Math.min(answer.done, answer.total), total: answer.total });
        } catch {
          // The next poll tells.
        }
        if (running) timer = setTimeout(() => void poll(), PROGRESS_POLL_MS);
      };
      setProgress({ done: 0, total });
      timer = setTimeout(() => void poll(), PROGRESS_POLL_MS);
      try {
        return await work;
      } finally {
        stop();
        setProgress(null);
      }
    },
    [api],
  );

  return { progress, track };
}
