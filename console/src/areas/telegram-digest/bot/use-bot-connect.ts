import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../../api/ApiContext';
import { usePolledWait } from '../../../shell/use-polled-wait';
import { digestApi } from '../shared/digest-api';
import { newLinkCode } from './link-code';

/** Spec 9: the link status is asked every 2 s while waiting for the bot... */
export const POLL_INTERVAL_MS = 2_000;
/** ...and the wait stops after 5 minutes. */
export const POLL_TIMEOUT_MS = 5 * 60_000;

export type BotConnectState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'save-failed' }
  /** `code` is typed; `authUrl` is the bot's deep link, which carries a token of its own (never the code). */
  | { kind: 'waiting'; code: string; authUrl: string; deadline: number }
  | { kind: 'timed-out'; code: string; authUrl: string };

export interface BotConnect {
  state: BotConnectState;
  /** Milliseconds left of the wait (0 unless waiting). */
  timeLeft: number;
  /** A new code: made here, saved with the link code call, then the wait for the bot begins. */
  start: () => void;
}

/**
 * Spec 4 'Digest bot linking': no code, then a code is shown and the screen waits (the link
 * status every 2 s, stopped after 5 minutes), then connected.
 */
export function useBotConnect(onConnected: () => void): BotConnect {
  const api = useApi();
  const [state, setState] = useState<BotConnectState>({ kind: 'idle' });
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
    // The server accepts any code (a clash with another account's is settled there, unseen).
    const code = newLinkCode();
    void digestApi.saveBotCode(api, code).then(
      (saved) => {
        if (current === round.current) setState({ kind: 'waiting', code, authUrl: saved.authUrl, deadline: Date.now() + POLL_TIMEOUT_MS });
      },
      () => {
        if (current === round.current) setState({ kind: 'save-failed' });
      },
    );
  }, [api]);

  const timeLeft = usePolledWait({
    deadline: state.kind === 'waiting' ? state.deadline : null,
    timeoutMs: POLL_TIMEOUT_MS,
    intervalMs: POLL_INTERVAL_MS,
    look: () => digestApi.botLink(api).then((link) => (link.connected ? link : null)),
    onFound: () => onConnected(),
    onTimedOut: () => setState((current) => (current.kind === 'waiting' ? { kind: 'timed-out', code: current.code, authUrl: current.authUrl } : current)),
  });

  return { state, timeLeft, start };
}
