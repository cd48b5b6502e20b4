import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../api/api-error';
import { useApi } from '../../../api/ApiContext';
import { digestApi } from '../shared/digest-api';
import { newLinkCode } from './link-code';

/** Spec 9: the link status is asked every 2 s while waiting for the bot... */
export const POLL_INTERVAL_MS = 2_000;
/** ...and the wait stops after 5 minutes. */
export const POLL_TIMEOUT_MS = 5 * 60_000;
/** How often the time left is redrawn. */
const TICK_MS = 1_000;
/** A code that clashes with another live code is refused with 409: pick another, a few times. */
const CODE_ATTEMPTS = 3;

export type BotConnectState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'save-failed' }
  | { kind: 'waiting'; code: string; deadline: number }
  | { kind: 'timed-out'; code: string };

export interface BotConnect {
  state: BotConnectState;
  /** Milliseconds left of the wait (0 unless waiting). */
  timeLeft: number;
  /** A new code: made here, saved with the link code call, then the wait for the bot begins. */
  start: () => void;
}

const isClash = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * Spec 4 'Digest bot linking': no code, then a code is shown and the screen waits (the link
 * status every 2 s, stopped after 5 minutes), then connected.
 */
export function useBotConnect(onConnected: () => void): BotConnect {
  const api = useApi();
  const [state, setState] = useState<BotConnectState>({ kind: 'idle' });
  const [now, setNow] = useState(() => Date.now());
  const connected = useRef(onConnected);
  useEffect(() => {
    connected.current = onConnected;
  });
  // A code saved after the screen left, or after a newer Start, is not shown.
  const round = useRef(0);
  useEffect(
    () => () => {
      round.current += 1;
    },
    [],
  );

  const start = useCallback(() => {
    const current = ++round.current;
    setState({ kind: 'saving' });
    void (async () => {
      for (let attempt = 1; ; attempt += 1) {
        const code = newLinkCode();
        try {
          await digestApi.saveBotCode(api, code);
          if (current !== round.current) return;
          const begun = Date.now();
          setNow(begun);
          setState({ kind: 'waiting', code, deadline: begun + POLL_TIMEOUT_MS });
          return;
        } catch (error) {
          if (isClash(error) && attempt < CODE_ATTEMPTS) continue;
          if (current === round.current) setState({ kind: 'save-failed' });
          return;
        }
      }
    })();
  }, [api]);

  // While waiting: a status call every 2 s (never two at once), the clock, and the timeout.
  useEffect(() => {
    if (state.kind !== 'waiting') return;
    let stopped = false;
    let asking = false;
    const poll = setInterval(() => {
      if (asking) return;
      asking = true;
      digestApi
        .botLink(api)
        .then((link) => {
          if (stopped || !link.connected) return;
          stopped = true;
          connected.current();
        })
        // A failed check is one missed poll; the next one asks again.
        .catch(() => undefined)
        .finally(() => {
          asking = false;
        });
    }, POLL_INTERVAL_MS);
    const tick = setInterval(() => setNow(Date.now()), TICK_MS);
    const timeout = setTimeout(() => {
      stopped = true;
      setState({ kind: 'timed-out', code: state.code });
    }, Math.max(0, state.deadline - Date.now()));
    return () => {
      stopped = true;
      clearInterval(poll);
      clearInterval(tick);
      clearTimeout(timeout);
    };
  }, [state, api]);

  const timeLeft = state.kind === 'waiting' ? Math.max(0, state.deadline - now) : 0;
  return { state, timeLeft, start };
}

/** 95 000 ms as '1:35'. */
export function formatTimeLeft(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
