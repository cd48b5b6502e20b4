import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../../api/ApiContext';
import type { ApiClient } from '../../../api/client';
import { isMissing } from './errors';

export type Load<T> = { kind: 'loading' } | { kind: 'not-found' } | { kind: 'failed'; error: unknown } | { kind: 'ready'; value: T };

export interface LoadState<T> {
  load: Load<T>;
  /** Asks again, keeping what is shown meanwhile (no spinner flash after a change). */
  reload: () => Promise<void>;
  /** A change made here (a cohort deleted, a score set), applied without asking again. */
  update: (change: (value: T) => T) => void;
}

/**
 * What a screen reads: `read` runs again whenever `key` changes; a null key (an id in the
 * address that is no id) is not found without asking. 404 and 400 answers are not found too.
 * With `keepShown`, a new key keeps the last answer on screen until its own arrives.
 */
export function useLoad<T>(key: string | null, read: (api: ApiClient) => Promise<T>, { keepShown = false }: { keepShown?: boolean } = {}): LoadState<T> {
  const api = useApi();
  const [load, setLoad] = useState<Load<T>>(key === null ? { kind: 'not-found' } : { kind: 'loading' });
  // The read of the latest render: a new closure must not start a new request by itself.
  const reader = useRef(read);
  reader.current = read;
  // Only the latest request may set the state; one overtaken, or answered after the page left, is dropped.
  const round = useRef(0);

  const reload = useCallback(async () => {
    const current = ++round.current;
    if (key === null) {
      setLoad({ kind: 'not-found' });
      return;
    }
    try {
      const value = await reader.current(api);
      if (current === round.current) setLoad({ kind: 'ready', value });
    } catch (error) {
      if (current === round.current) setLoad(isMissing(error) ? { kind: 'not-found' } : { kind: 'failed', error });
    }
  }, [api, key]);

  useEffect(() => {
    // A new filter of the same page keeps what is shown until its answer (keepShown): the controls stay where they are.
    setLoad((current) => {
      if (key === null) return { kind: 'not-found' };
      return current.kind === 'loading' || (keepShown && current.kind === 'ready') ? current : { kind: 'loading' };
    });
    void reload();
    return () => {
      round.current += 1;
    };
  }, [reload, key, keepShown]);

  const update = useCallback((change: (value: T) => T) => setLoad((current) => (current.kind === 'ready' ? { kind: 'ready', value: change(current.value) } : current)), []);

  return { load, reload, update };
}
