import { useEffect, useRef, useState } from 'react';

/** How often a student's list is read again while a version of theirs waits for its grade. */
export const PENDING_POLL_MS = 5_000;
/** How long it keeps asking: a grade held for the teacher's review can take days, and a page left open must go quiet. */
export const PENDING_POLL_LIMIT_MS = 2 * 60_000;

/**
 * While `active` (something shown is Pending), `read` every 5 s and hand the answer to `apply`,
 * for at most 2 minutes; a new `restart` value (another course, a new submission) starts the 2
 * minutes again. One read at a time; a failed read is one missed look, and never takes the page
 * down. Stops as soon as `active` goes false, and on unmount. Answers whether it is watching.
 */
export function usePendingRefresh<T>(active: boolean, restart: string, read: () => Promise<T>, apply: (value: T) => void): boolean {
  const calls = useRef({ read, apply });
  useEffect(() => {
    calls.current = { read, apply };
  });
  const [watching, setWatching] = useState(false);

  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let looks = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = async () => {
      looks += 1;
      try {
        const value = await calls.current.read();
        if (stopped) return;
        calls.current.apply(value);
      } catch {
        if (stopped) return;
      }
      if (looks * PENDING_POLL_MS >= PENDING_POLL_LIMIT_MS) {
        setWatching(false);
        return;
      }
      timer = setTimeout(() => void look(), PENDING_POLL_MS);
    };
    setWatching(true);
    timer = setTimeout(() => void look(), PENDING_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
      setWatching(false);
    };
  }, [active, restart]);

  return watching && active;
}
