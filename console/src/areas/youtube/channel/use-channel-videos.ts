import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../../api/ApiContext';
import { UNAUTHORIZED_MESSAGE } from '../../../api/client';
import type { Text } from '../../../i18n/types';
import { failureOf } from '../video/video-errors';
import { listMyVideos, type ChannelVideo } from './channel-api';

export interface ChannelVideosState {
  /** null while loading (the grid shows placeholders). */
  videos: ChannelVideo[] | null;
  error: Text | null;
  refreshing: boolean;
  /** 'Refresh Videos': past the server's cache, the grid stays until the answer. */
  refresh: () => Promise<void>;
}

/**
 * Spec 4: a 401 or 'Unauthorized' while fetching videos means the grant is gone; the server
 * says so with 403 `youtube_unauthorized` (a 401 would end our own session).
 */
const grantLost = (error: unknown) => {
  const f = failureOf(error);
  return f.status === 401 || f.code === 'youtube_unauthorized' || f.message.includes(UNAUTHORIZED_MESSAGE);
};

/** GET /api/youtube/my-videos, once the channel is connected. */
export function useChannelVideos(enabled: boolean, onGrantLost: () => void): ChannelVideosState {
  const api = useApi();
  const [videos, setVideos] = useState<ChannelVideo[] | null>(null);
  const [error, setError] = useState<Text | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const alive = useRef(true);

  const load = useCallback(
    async (refresh: boolean) => {
      setError(null);
      try {
        const answer = await listMyVideos(api, refresh);
        if (alive.current) setVideos(answer);
      } catch (failure) {
        if (!alive.current) return;
        if (grantLost(failure)) onGrantLost();
        else setError({ key: 'youtube.channel.errors.videos' });
      }
    },
    [api, onGrantLost],
  );

  useEffect(() => {
    alive.current = true;
    if (enabled) {
      setVideos(null);
      void load(false);
    }
    return () => {
      alive.current = false;
    };
  }, [enabled, load]);

  const refresh = useCallback(async () => {
    setRefreshing(true);
    await load(true);
    if (alive.current) setRefreshing(false);
  }, [load]);

  return { videos, error, refreshing, refresh };
}
