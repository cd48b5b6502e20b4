import { useCallback, useEffect, useRef, useState } from 'react';
import type { SandboxMessage } from '../../../../contracts/sandbox-telegram.ts';
import type { TelegramBot } from '../../../../contracts/telegram.ts';
import { chatApi } from './api';

const POLL_MS = 1000;

/**
 * One chat's messages, asked for every second while the page is visible (`after` the last one
 * seen, so each answer carries only what is new). A message the page just sent is merged in at
 * once and not drawn twice when the poll brings it.
 */
export function useChatPolling(bot: TelegramBot | null, userId: number | null) {
  const [messages, setMessages] = useState<SandboxMessage[]>([]);
  const [error, setError] = useState<string | null>(null);
  const last = useRef(0);

  const merge = useCallback((incoming: SandboxMessage[]) => {
    if (incoming.length === 0) return;
    setMessages((current) => {
      const byId = new Map(current.map((m) => [m.id, m]));
      for (const m of incoming) byId.set(m.id, m);
      return [...byId.values()].sort((a, b) => a.id - b.id);
    });
    last.current = Math.max(last.current, ...incoming.map((m) => m.id));
  }, []);

  useEffect(() => {
    setMessages([]);
    setError(null);
    last.current = 0;
    if (bot === null || userId === null) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      if (document.visibilityState === 'visible') {
        try {
          const fresh = await chatApi.messages(bot, userId, last.current);
          if (stopped) return;
          merge(fresh);
          setError(null);
        } catch (failure) {
          if (stopped) return;
          setError(failure instanceof Error ? failure.message : String(failure));
        }
      }
      if (!stopped) timer = setTimeout(() => void poll(), POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [bot, userId, merge]);

  return { messages, error, merge };
}
