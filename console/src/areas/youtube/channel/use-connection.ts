import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../../api/ApiContext';
import type { Text } from '../../../i18n/types';
import { failureOf } from '../video/video-errors';
import { getAuthStatus, hasCredentials, type ChannelInfo } from './channel-api';

/** Spec 4 'YouTube connection': checking, no credentials, not authorized, authorized. */
export type Connection =
  | { kind: 'checking' }
  | { kind: 'no-credentials' }
  | { kind: 'not-authorized'; message: Text | null }
  | { kind: 'authorized'; channel: ChannelInfo | null; message: string | null }
  | { kind: 'failed'; message: Text };

export interface ConnectionState {
  connection: Connection;
  /** Asks the server again (after saving credentials, after a failure). */
  check: () => void;
  /** A call found the grant gone: connect again, saying why. */
  expire: () => void;
}

export function useConnection(): ConnectionState {
  const api = useApi();
  const [connection, setConnection] = useState<Connection>({ kind: 'checking' });
  // Only the latest check may set the state; an older answer arriving late is dropped.
  const round = useRef(0);

  const check = useCallback(() => {
    const current = ++round.current;
    const settle = (next: Connection) => {
      if (current === round.current) setConnection(next);
    };
    setConnection({ kind: 'checking' });
    void (async () => {
      try {
        if (!(await hasCredentials(api))) return settle({ kind: 'no-credentials' });
        const status = await getAuthStatus(api);
        if (!status.isAuthorized) return settle({ kind: 'not-authorized', message: status.message ?? null });
        settle({ kind: 'authorized', channel: status.channelInfo, message: status.message ?? null });
      } catch (error) {
        settle({ kind: 'failed', message: failureOf(error).message || { key: 'youtube.channel.errors.videos' } });
      }
    })();
  }, [api]);

  const expire = useCallback(() => {
    round.current += 1;
    setConnection({ kind: 'not-authorized', message: { key: 'youtube.channel.errors.expired' } });
  }, []);

  useEffect(() => {
    check();
    return () => {
      round.current += 1;
    };
  }, [check]);

  return { connection, check, expire };
}
