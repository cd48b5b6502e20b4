import { useCallback, useEffect, useRef, useState } from 'react';
import { LINK_CODE_TTL_MINUTES, type LinkCodeBody, type LinkStatusBody } from '../../../../contracts/telegram.ts';
import { useApi } from '../../api/ApiContext';
import type { ApiClient } from '../../api/client';
import { usePolledWait } from '../use-polled-wait';

/** While the bot is awaited the link status is asked every 2 s (spec 9, as for the other bots)... */
export const BOT_POLL_INTERVAL_MS = 2_000;
/** ...for as long as the code lasts. */
export const BOT_POLL_TIMEOUT_MS = LINK_CODE_TTL_MINUTES * 60_000;

export type BotLinkState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; link: LinkStatusBody };
export type BotCodeState = { kind: 'none' } | { kind: 'issuing' } | { kind: 'failed' } | { kind: 'waiting'; code: LinkCodeBody; deadline: number } | { kind: 'lapsed' };

/**
 * One bot's link paths (contracts/telegram.ts `telegramLinkPaths`) as an area calls them: its API
 * object has these three (its own parsing, its own errors).
 */
export interface BotLinkCalls {
  botLink: (api: ApiClient) => Promise<LinkStatusBody>;
  botCode: (api: ApiClient) => Promise<LinkCodeBody>;
  unlinkBot: (api: ApiClient) => Promise<void>;
}

export interface BotLinkOptions {
  /** The area's API object, a module constant: the status is read again whenever it changes. */
  calls: BotLinkCalls;
  /** The area's toasts, in its own words and its own way of saying a failure. */
  onLinked: () => void;
  /**
   * With it, a code that cannot be had is said by it (a toast) and Connect shows again; without
   * it, the code's state is 'failed' and the card says so itself, with a retry.
   */
  onCodeFailed?: (error: unknown) => void;
  onDisconnected: () => void;
  onDisconnectFailed: (error: unknown) => void;
}

export interface TelegramBotLink {
  link: BotLinkState;
  code: BotCodeState;
  disconnecting: boolean;
  /** Reads the link status again (after a failed read). */
  read: () => void;
  /** A new code from the server; the wait for the bot begins at once. */
  connect: () => void;
  /** Unlinks; with a question, only once the browser's confirm says yes (spec 8 'Confirmations'). */
  disconnect: (question?: string) => void;
}

const deadlineOf = (code: LinkCodeBody) => {
  const until = Math.min(Date.parse(code.expiresAt), Date.now() + BOT_POLL_TIMEOUT_MS);
  return Number.isNaN(until) ? Date.now() + BOT_POLL_TIMEOUT_MS : until;
};

/**
 * The signed-in user's link to one of the bots whose code the server issues (the analytics and
 * homework bots): the status, a code with the bot's deep link, the status asked every 2 s until
 * the bot says linked or the code lapses, and Disconnect.
 */
export function useTelegramBotLink({ calls, onLinked, onCodeFailed, onDisconnected, onDisconnectFailed }: BotLinkOptions): TelegramBotLink {
  const api = useApi();
  const [link, setLink] = useState<BotLinkState>({ kind: 'loading' });
  const [code, setCode] = useState<BotCodeState>({ kind: 'none' });
  const [disconnecting, setDisconnecting] = useState(false);
  // Only the latest request may set the state, and none after the card has gone.
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
    calls.botLink(api).then(
      (status) => current === round.current && setLink({ kind: 'ready', link: status }),
      () => current === round.current && setLink({ kind: 'failed' }),
    );
  }, [api, calls]);
  useEffect(read, [read]);

  const connect = () => {
    const current = ++round.current;
    setCode({ kind: 'issuing' });
    calls.botCode(api).then(
      (issued) => current === round.current && setCode({ kind: 'waiting', code: issued, deadline: deadlineOf(issued) }),
      (error: unknown) => {
        if (current === round.current) setCode({ kind: onCodeFailed === undefined ? 'failed' : 'none' });
        onCodeFailed?.(error);
      },
    );
  };

  usePolledWait({
    deadline: code.kind === 'waiting' ? code.deadline : null,
    timeoutMs: BOT_POLL_TIMEOUT_MS,
    intervalMs: BOT_POLL_INTERVAL_MS,
    look: () => calls.botLink(api).then((status) => (status.connected ? status : null)),
    onFound: (status) => {
      setCode({ kind: 'none' });
      setLink({ kind: 'ready', link: status });
      onLinked();
    },
    onTimedOut: () => setCode({ kind: 'lapsed' }),
  });

  const disconnect = (question?: string) => {
    if (link.kind !== 'ready' || (question !== undefined && !window.confirm(question))) return;
    const shown = link.link;
    const current = ++round.current;
    setDisconnecting(true);
    calls
      .unlinkBot(api)
      .then(
        () => {
          if (current === round.current) {
            setLink({ kind: 'ready', link: { ...shown, connected: false, username: null, linkedAt: null } });
            setCode({ kind: 'none' });
          }
          // Said even after the card has gone, as a failure is: the person asked for it.
          onDisconnected();
        },
        (error: unknown) => onDisconnectFailed(error),
      )
      .finally(() => setDisconnecting(false));
  };

  return { link, code, disconnecting, read, connect, disconnect };
}
