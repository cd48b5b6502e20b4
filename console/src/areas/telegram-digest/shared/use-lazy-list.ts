import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../../api/ApiContext';
import type { ApiClient } from '../../../api/client';

export type ListLoad<T> = { kind: 'idle' } | { kind: 'loading' } | { kind: 'failed'; error: unknown } | { kind: 'ready'; items: T[] };

/**
 * A list of the account's chats or folders, asked for when first needed (each is a call to
 * Telegram through the server): `start` loads it once, or again after a failure.
 */
export function useLazyList<T>(fetcher: (api: ApiClient) => Promise<T[]>): { load: ListLoad<T>; start: () => void } {
  const api = useApi();
  const [load, setLoad] = useState<ListLoad<T>>({ kind: 'idle' });
  const asked = useRef<'no' | 'yes'>('no');
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const start = useCallback(() => {
    if (asked.current === 'yes') return;
    asked.current = 'yes';
    setLoad({ kind: 'loading' });
    fetcher(api).then(
      (items) => {
        if (alive.current) setLoad({ kind: 'ready', items });
      },
      (error: unknown) => {
        // A failure may be tried again (the next start asks anew).
        asked.current = 'no';
        if (alive.current) setLoad({ kind: 'failed', error });
      },
    );
  }, [api, fetcher]);

  return { load, start };
}
