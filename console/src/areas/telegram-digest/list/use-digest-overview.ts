import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../../api/ApiContext';
import { digestApi, type DigestPreference, type DigestStatus } from '../shared/digest-api';

/** Spec 2 '/telegram-digest (list)': which screen the state calls for. */
export type Overview =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'no-credentials'; status: DigestStatus }
  | { kind: 'no-bot'; status: DigestStatus }
  | { kind: 'ready'; status: DigestStatus; digests: DigestPreference[] };

export interface OverviewState {
  overview: Overview;
  /** Asks again; what is shown stays until the answer (no skeleton flash after a change). */
  reload: () => void;
  /** A change made here (pause, a deletion), applied to the list without asking again. */
  updateDigests: (change: (digests: DigestPreference[]) => DigestPreference[]) => void;
}

/**
 * The digest status first (spec 6: the service needs API credentials, then the digest bot), and
 * the digests only once both are there.
 */
export function useDigestOverview(): OverviewState {
  const api = useApi();
  const [overview, setOverview] = useState<Overview>({ kind: 'loading' });
  // Only the latest load may set the state; an older answer arriving late is dropped.
  const round = useRef(0);

  const reload = useCallback(() => {
    const current = ++round.current;
    void (async () => {
      try {
        const status = await digestApi.status(api);
        const digests = status.hasApiCredentials && status.hasDigestBot ? await digestApi.list(api) : [];
        if (current !== round.current) return;
        if (!status.hasApiCredentials) setOverview({ kind: 'no-credentials', status });
        else if (!status.hasDigestBot) setOverview({ kind: 'no-bot', status });
        else setOverview({ kind: 'ready', status, digests });
      } catch {
        if (current === round.current) setOverview({ kind: 'failed' });
      }
    })();
  }, [api]);

  useEffect(() => {
    reload();
    return () => {
      round.current += 1;
    };
  }, [reload]);

  const updateDigests = useCallback((change: (digests: DigestPreference[]) => DigestPreference[]) => {
    setOverview((current) => (current.kind === 'ready' ? { ...current, digests: change(current.digests) } : current));
  }, []);

  return { overview, reload, updateDigests };
}
