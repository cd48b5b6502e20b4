import { useEffect, useState } from 'react';
import { useApi } from '../../../api/ApiContext';
import { useAuth } from '../../../auth/AuthContext';
import { getChannel } from './video-api';

export interface ReplyAuthor {
  name: string;
  avatar: string | null;
}

/**
 * Spec 2: replies go out under the current channel's name and avatar (GET /youtube/auth/status).
 * Until it answers, or when it cannot, the signed-in user's own name and picture stand in.
 */
export function useReplyAuthor(): ReplyAuthor {
  const api = useApi();
  const { user } = useAuth();
  const [channel, setChannel] = useState<ReplyAuthor | null>(null);

  useEffect(() => {
    let alive = true;
    getChannel(api).then(
      (info) => {
        const title = info?.snippet?.title;
        if (alive && title) setChannel({ name: title, avatar: info?.snippet?.thumbnails?.default?.url ?? null });
      },
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [api]);

  return channel ?? { name: user?.name ?? '', avatar: user?.avatar ?? null };
}
