import { useCallback, useEffect, useRef, useState } from 'react';
import { LINK_CODE_TTL_MINUTES } from '../../../../../contracts/telegram.ts';
import { useApi } from '../../../api/ApiContext';
import { usePolledWait } from '../../../shell/use-polled-wait';
import { reportFailure, showSuccess } from '../shared/errors';
import { homeworkApi, type LinkCodeBody, type LinkStatusBody } from '../shared/homework-api';

/** The link status is asked every 2 s while the bot is awaited (as for the other bots, spec 9)... */
export const BOT_POLL_INTERVAL_MS = 2_000;
/** ...for as long as the code lasts. */
export const BOT_POLL_TIMEOUT_MS = LINK_CODE_TTL_MINUTES * 60_000;

export type LinkState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; link: LinkStatusBody };
export type CodeState = { kind: 'idle' } | { kind: 'generating' } | { kind: 'failed' } | { kind: 'waiting'; code: LinkCodeBody; deadline: number } | { kind: 'timed-out' };

export interface HomeworkBot {
  link: LinkState;
  code: CodeState;
  disconnecting: boolean;
  /** Reads the link status again (after a failed read). */
  read: () => void;
  /** A new code from the server; the wait for the bot begins at once. */
  connect: () => void;
  disconnect: () => void;
}

/**
 * The teacher's link to the homework bot (contracts/telegram.ts `telegramLinkPaths`, bot
 * 'homework'), which tells them when submissions wait for review: the status, a code with the
 * bot's deep link, the status asked every 2 s until the bot says linked or the code lapses,
 * and Disconnect.
 */
export function useHomeworkBot(): HomeworkBot {
  const api = useApi();
  const [link, setLink] = useState<LinkState>({ kind: 'loading' });
  const [code, setCode] = useState<CodeState>({ kind: 'idle' });
  const [disconnecting, setDisconnecting] = useState(false);
  // Only the latest request may set the state, and none after the dashboard has gone.
  const round = useRef(0);
  useEffect(
    () => () => {
      round.current += 1;
    },
    [],
  );

  const read = useCallback(() => {
    const current = ++round.current;
    setLink({ kind: 'loading' });
    homeworkApi.botLink(api).then(
      (status) => {
        if (current === round.current) setLink({ kind: 'ready', link: status });
      },
      () => {
        if (current === round.current) setLink({ kind: 'failed' });
      },
    );
  }, [api]);
  useEffect(read, [read]);

  const connect = useCallback(() => {
    const current = ++round.current;
    setCode({ kind: 'generating' });
    homeworkApi.botCode(api).then(
      (issued) => {
        if (current !== round.current) return;
        const deadline = Math.min(Date.parse(issued.expiresAt), Date.now() + BOT_POLL_TIMEOUT_MS);
        setCode({ kind: 'waiting', code: issued, deadline: Number.isNaN(deadline) ? Date.now() + BOT_POLL_TIMEOUT_MS : deadline });
      },
      () => {
        if (current === round.current) setCode({ kind: 'failed' });
      },
    );
  }, [api]);

  usePolledWait({
    deadline: code.kind === 'waiting' ? code.deadline : null,
    timeoutMs: BOT_POLL_TIMEOUT_MS,
    intervalMs: BOT_POLL_INTERVAL_MS,
    look: () => homeworkApi.botLink(api).then((status) => (status.connected ? status : null)),
    onFound: (status) => {
      setCode({ kind: 'idle' });
      setLink({ kind: 'ready', link: status });
      showSuccess('homework.dashboard.notifications.linked');
    },
    onTimedOut: () => setCode({ kind: 'timed-out' }),
  });

  const disconnect = () => {
    if (link.kind !== 'ready') return;
    const current = ++round.current;
    setDisconnecting(true);
    homeworkApi
      .unlinkBot(api)
      .then(
        () => {
          if (current !== round.current) return;
          setLink({ kind: 'ready', link: { ...link.link, connected: false, username: null, linkedAt: null } });
          setCode({ kind: 'idle' });
          showSuccess('homework.dashboard.notifications.disconnected');
        },
        (error: unknown) => reportFailure(error, 'homework.dashboard.notifications.disconnectFailed'),
      )
      .finally(() => setDisconnecting(false));
  };

  return { link, code, disconnecting, read, connect, disconnect };
}
