import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../api/ApiContext';

export interface Polled<T> {
  /** The last answer; kept while a later read is under way or fails. */
  data: T | undefined;
  /** Whether the last read failed (the shown data, if any, is older). */
  failed: boolean;
  /** When `data` was read. */
  readAt: Date | undefined;
  reload: () => void;
}

/**
 * A GET under /api read when `path` changes and again every `everyMs` (the dashboard's 30 s
 * refresh) while the page is open. Only the latest read may set the state, and none after the
 * page has gone; a failed refresh keeps what is shown.
 */
export function usePolled<T>(path: string, everyMs?: number): Polled<T> {
  const api = useApi();
  const [state, setState] = useState<{ data: T | undefined; failed: boolean; readAt: Date | undefined }>({ data: undefined, failed: false, readAt: undefined });
  const round = useRef(0);

  const reload = useCallback(() => {
    const current = ++round.current;
    api.get<T>(path).then(
      (data) => {
        if (current === round.current) setState({ data, failed: false, readAt: new Date() });
      },
      () => {
        if (current === round.current) setState((shown) => ({ ...shown, failed: true }));
      },
    );
  }, [api, path]);

  useEffect(() => {
    reload();
    const timer = everyMs === undefined ? undefined : setInterval(reload, everyMs);
    return () => {
      round.current += 1;
      if (timer !== undefined) clearInterval(timer);
    };
  }, [reload, everyMs]);

  return { ...state, reload };
}
