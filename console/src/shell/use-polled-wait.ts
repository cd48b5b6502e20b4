import { useEffect, useRef, useState } from 'react';

/** How often the time left is redrawn. */
const TICK_MS = 1_000;

export interface PolledWait<T> {
  /** When the wait gives up (ms since the epoch); null while nothing is awaited. */
  deadline: number | null;
  /** The whole wait: the time left never shows more. */
  timeoutMs: number;
  intervalMs: number;
  /** One look: the answer that ends the wait, or null to look again at the next interval. */
  look: () => Promise<T | null>;
  onFound: (answer: T) => void;
  onTimedOut: () => void;
}

/**
 * A wait for something the person does elsewhere (a link code sent to a bot in Telegram): while
 * `deadline` is set, `look` runs every `intervalMs`, never two at once, until it finds the answer
 * or the deadline passes. Returns the milliseconds left, redrawn every second (0 when not waiting).
 */
export function usePolledWait<T>({ deadline, timeoutMs, intervalMs, look, onFound, onTimedOut }: PolledWait<T>): number {
  const [now, setNow] = useState(() => Date.now());
  // The callers' callbacks are new on every render; the wait runs on from one render to the next.
  const latest = useRef({ look, onFound, onTimedOut });
  useEffect(() => {
    latest.current = { look, onFound, onTimedOut };
  });

  useEffect(() => {
    if (deadline === null) return;
    let stopped = false;
    let asking = false;
    const poll = setInterval(() => {
      if (asking) return;
      asking = true;
      latest.current
        .look()
        .then((answer) => {
          if (stopped || answer === null) return;
          stopped = true;
          latest.current.onFound(answer);
        })
        // A failed look is one missed poll; the next one asks again.
        .catch(() => undefined)
        .finally(() => {
          asking = false;
        });
    }, intervalMs);
    const tick = setInterval(() => setNow(Date.now()), TICK_MS);
    const timeout = setTimeout(() => {
      stopped = true;
      latest.current.onTimedOut();
    }, Math.max(0, deadline - Date.now()));
    return () => {
      stopped = true;
      clearInterval(poll);
      clearInterval(tick);
      clearTimeout(timeout);
    };
  }, [deadline, intervalMs]);

  if (deadline === null) return 0;
  // Until the first tick, `now` is from before this wait began: all of it is left.
  return Math.max(0, Math.min(timeoutMs, deadline - now));
}

/** 95 000 ms as '1:35'. */
export function formatTimeLeft(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
