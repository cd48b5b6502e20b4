import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../../api/ApiContext';
import type { ApiClient } from '../../../api/client';

export type Loaded<T> = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; value: T };

/**
 * What a screen reads when it opens; `reload` asks again keeping what is shown (no spinner flash
 * after a check or a save) and `update` applies a change made here without asking. Only the
 * latest read may set the state, and none after the screen has gone.
 */
export function useLoaded<T>(read: (api: ApiClient) => Promise<T>) {
  const api = useApi();
  const [load, setLoad] = useState<Loaded<T>>({ kind: 'loading' });
  const reader = useRef(read);
  reader.current = read;
  const round = useRef(0);

  const reload = useCallback(async () => {
    const current = ++round.current;
    try {
      const value = await reader.current(api);
      if (current === round.current) setLoad({ kind: 'ready', value });
    } catch {
      if (current === round.current) setLoad((shown) => (shown.kind === 'ready' ? shown : { kind: 'failed' }));
    }
  }, [api]);

  useEffect(() => {
    void reload();
    return () => {
      round.current += 1;
    };
  }, [reload]);

  const retry = useCallback(() => {
    setLoad({ kind: 'loading' });
    void reload();
  }, [reload]);

  const update = useCallback((change: (value: T) => T) => setLoad((current) => (current.kind === 'ready' ? { kind: 'ready', value: change(current.value) } : current)), []);

  return { load, reload, retry, update };
}
