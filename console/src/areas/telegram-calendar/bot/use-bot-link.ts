import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../../api/ApiContext';
import { usePolledWait } from '../../../shell/use-polled-wait';
import { calendarApi, type LinkCodeBody, type LinkStatusBody } from '../shared/calendar-api';

/** Spec 4 and 9: the status is asked every 2 s while waiting for the bot... */
export const POLL_INTERVAL_MS = 2_000;
/** ...and the wait gives up after 2 minutes ('Connection timeout. Please try again.'). */
export const POLL_TIMEOUT_MS = 120_000;

export type CodeState = { kind: 'generating' } | { kind: 'failed' } | { kind: 'ready'; code: LinkCodeBody; expired: boolean };
export type WaitState = { kind: 'idle' } | { kind: 'waiting'; deadline: number } | { kind: 'timed-out' };

export interface BotLink {
  code: CodeState;
  wait: WaitState;
  /** Milliseconds left of the wait (0 unless waiting). */
  timeLeft: number;
  /** Asks for a new code (after a failure or once the code expired). */
  generate: () => void;
  /** The person went to the bot: poll the status until it says connected, or time out. */
  startWaiting: () => void;
}

/**
 * Spec 4 'Calendar tool setup', the messaging app's part: a code is generated at once; opening
 * the bot starts polling GET /api/telegram/status every 2 s, stopped by a connected answer or
 * after 2 minutes. Coming back to the tab checks once more, so a link made after the wait
 * ended is still noticed.
 */
export function useBotLink(onConnected: (status: LinkStatusBody) => void): BotLink {
  const api = useApi();
  const [code, setCode] = useState<CodeState>({ kind: 'generating' });
  const [wait, setWait] = useState<WaitState>({ kind: 'idle' });
  const connected = useRef(onConnected);
  useEffect(() => {
    connected.current = onConnected;
  });
  const round = useRef(0);

  const generate = useCallback(() => {
    const current = ++round.current;
    setCode({ kind: 'generating' });
    calendarApi.botCode(api).then(
      (issued) => {
        if (current === round.current) setCode({ kind: 'ready', code: issued, expired: false });
      },
      () => {
        if (current === round.current) setCode({ kind: 'failed' });
      },
    );
  }, [api]);

  useEffect(() => {
    generate();
    return () => {
      round.current += 1;
    };
  }, [generate]);

  const startWaiting = useCallback(() => setWait({ kind: 'waiting', deadline: Date.now() + POLL_TIMEOUT_MS }), []);

  const timeLeft = usePolledWait({
    deadline: wait.kind === 'waiting' ? wait.deadline : null,
    timeoutMs: POLL_TIMEOUT_MS,
    intervalMs: POLL_INTERVAL_MS,
    look: () => calendarApi.botStatus(api).then((status) => (status.connected ? status : null)),
    onFound: (status) => {
      setWait({ kind: 'idle' });
      connected.current(status);
    },
    onTimedOut: () => setWait({ kind: 'timed-out' }),
  });

  // The code lapses on the server at expiresAt: say so rather than let it be sent in vain.
  const expiresAt = code.kind === 'ready' && !code.expired ? Date.parse(code.code.expiresAt) : null;
  useEffect(() => {
    if (expiresAt === null) return;
    const timer = setTimeout(() => setCode((state) => (state.kind === 'ready' ? { ...state, expired: true } : state)), Math.max(0, expiresAt - Date.now()));
    return () => clearTimeout(timer);
  }, [expiresAt]);

  // Back from Telegram after the wait ended (or without pressing the button): one more look.
  const idle = wait.kind !== 'waiting' && code.kind === 'ready';
  useEffect(() => {
    if (!idle) return;
    let active = true;
    const look = () => {
      if (document.visibilityState !== 'visible') return;
      calendarApi.botStatus(api).then(
        (status) => {
          if (active && status.connected) connected.current(status);
        },
        () => undefined,
      );
    };
    document.addEventListener('visibilitychange', look);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', look);
    };
  }, [idle, api]);

  return { code, wait, timeLeft, generate, startWaiting };
}
