import { useCallback, useEffect, useRef, useState } from 'react';
import type { SandboxChanges, SandboxMessage } from '../../../../contracts/sandbox-telegram.ts';
import type { TelegramBot } from '../../../../contracts/telegram.ts';
import { chatApi } from './api';

/** After a failed poll, or while the page is hidden, the next one waits this long. */
const RETRY_MS = 1000;

/**
 * One chat's messages, kept current by long polling: each request asks what changed after the
 * last revision seen and the fake holds it until something does (a bot's answer, an edit that
 * removes a message's buttons, a deleted message), so a change shows at once and an idle chat
 * costs a request every few seconds. A message the page just sent is merged in at once and not
 * drawn twice when the poll brings it.
 */
export function useChatPolling(bot: TelegramBot | null, userId: number | null) {
  const [messages, setMessages] = useState<SandboxMessage[]>([]);
  const [error, setError] = useState<string | null>(null);

  const apply = useCallback((incoming: SandboxMessage[], removed: readonly number[] = []) => {
    if (incoming.length === 0 && removed.length === 0) return;
    setMessages((current) => {
      const byId = new Map(current.map((m) => [m.id, m]));
      for (const m of incoming) byId.set(m.id, m);
      for (const id of removed) byId.delete(id);
      return [...byId.values()].sort((a, b) => a.id - b.id);
    });
  }, []);
  const merge = useCallback((incoming: SandboxMessage[]) => apply(incoming), [apply]);
  const cursor = useRef(0);

  useEffect(() => {
    setMessages([]);
    setError(null);
    cursor.current = 0;
    if (bot === null || userId === null) return;
    const stopped = new AbortController();
    const pause = () => new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    const loop = async () => {
      while (!stopped.signal.aborted) {
        if (document.visibilityState !== 'visible') {
          await pause();
          continue;
        }
        let changes: SandboxChanges;
        try {
          changes = await chatApi.changes(bot, userId, cursor.current, stopped.signal);
        } catch (failure) {
          if (stopped.signal.aborted) return;
          setError(failure instanceof Error ? failure.message : String(failure));
          await pause();
          continue;
        }
        if (stopped.signal.aborted) return;
        if (changes.cursor < cursor.current) {
          // The fake started again (a restart of the web process in sandbox): its chats start over.
          setMessages([]);
          cursor.current = 0;
          continue;
        }
        apply(changes.messages, changes.removed);
        cursor.current = changes.cursor;
        setError(null);
      }
    };
    void loop();
    return () => stopped.abort();
  }, [bot, userId, apply]);

  return { messages, error, merge };
}
