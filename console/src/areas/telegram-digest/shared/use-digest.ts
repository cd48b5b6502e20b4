import { useCallback, useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { ApiError } from '../../../api/api-error';
import { useApi } from '../../../api/ApiContext';
import { digestApi, type DigestPreference } from './digest-api';

export type DigestLoad = { kind: 'loading' } | { kind: 'not-found' } | { kind: 'failed'; error: unknown } | { kind: 'ready'; digest: DigestPreference };

export interface DigestState {
  load: DigestLoad;
  /** Asks again, keeping what is shown meanwhile (spec 4: the edit screen reloads after adding a source). */
  reload: () => Promise<void>;
  /** The digest as a change answered it, or changed here (a source removed). */
  setDigest: (change: DigestPreference | ((digest: DigestPreference) => DigestPreference)) => void;
}

const digestId = z.uuid();
/** The server answers 404 for a digest that is not the user's and 400 for an id that is no digest id. */
const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/** One digest with its sources and history (GET /preferences/:id), for the edit, quick-edit and history screens. */
export function useDigest(id: string | undefined): DigestState {
  const api = useApi();
  const valid = digestId.safeParse(id).success;
  const [load, setLoad] = useState<DigestLoad>(valid ? { kind: 'loading' } : { kind: 'not-found' });
  // Only the latest request may set the state; one overtaken, or answered after the page left, is dropped.
  const round = useRef(0);

  const reload = useCallback(async () => {
    if (id === undefined || !valid) {
      setLoad({ kind: 'not-found' });
      return;
    }
    const current = ++round.current;
    try {
      const digest = await digestApi.get(api, id);
      if (current === round.current) setLoad({ kind: 'ready', digest });
    } catch (error) {
      if (current === round.current) setLoad(isMissing(error) ? { kind: 'not-found' } : { kind: 'failed', error });
    }
  }, [api, id, valid]);

  useEffect(() => {
    void reload();
    return () => {
      round.current += 1;
    };
  }, [reload]);

  const setDigest = useCallback(
    (change: DigestPreference | ((digest: DigestPreference) => DigestPreference)) =>
      setLoad((current) => {
        if (typeof change !== 'function') return { kind: 'ready', digest: change };
        return current.kind === 'ready' ? { kind: 'ready', digest: change(current.digest) } : current;
      }),
    [],
  );
  return { load, reload, setDigest };
}
