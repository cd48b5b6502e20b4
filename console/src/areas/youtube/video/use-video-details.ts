import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../../api/ApiContext';
import type { Text } from '../../../i18n/types';
import { getVideo, type Video } from './video-api';
import { commentsErrorText, detailsMayRetry } from './video-errors';

/** Spec 4 and 9: after a failure the details are fetched again, at most 3 times. */
export const DETAILS_MAX_RETRIES = 3;
/** Before retry n (0, 1, 2): 2^n seconds, so 1 s, 2 s, 4 s. */
export const detailsRetryDelayMs = (n: number) => 2 ** n * 1000;

export interface VideoDetailsState {
  /** null until it arrives. */
  video: Video | null;
  /** Set when every attempt failed. */
  error: Text | null;
  retry: () => void;
}

/** GET /api/youtube/videos/{id} with spec 4's back-off. */
export function useVideoDetails(videoId: string): VideoDetailsState {
  const api = useApi();
  const [video, setVideo] = useState<Video | null>(null);
  const [error, setError] = useState<Text | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Answers of an earlier round (or after the page is gone) are dropped.
  const round = useRef(0);

  const attempt = useCallback(
    async (current: number, retries: number) => {
      try {
        const answer = await getVideo(api, videoId);
        if (current === round.current) setVideo(answer);
      } catch (failure) {
        if (current !== round.current) return;
        if (retries < DETAILS_MAX_RETRIES && detailsMayRetry(failure)) {
          timer.current = setTimeout(() => void attempt(current, retries + 1), detailsRetryDelayMs(retries));
        } else {
          setError(commentsErrorText(failure, 'youtube.video.errors.loadVideo'));
        }
      }
    },
    [api, videoId],
  );

  const start = useCallback(() => {
    clearTimeout(timer.current);
    round.current += 1;
    setError(null);
    void attempt(round.current, 0);
  }, [attempt]);

  useEffect(() => {
    start();
    return () => {
      clearTimeout(timer.current);
      round.current += 1;
    };
  }, [start]);

  return { video, error, retry: start };
}
