import type { SandboxMessage } from '../../../../contracts/sandbox-telegram.ts';
import { eventuallyOr } from '../../../test/kit/eventually.ts';
import { chatMessages } from '../telegram/fake-chats.ts';

/** The homework bot's newest message id in the chat (0 when none): answers to what is sent next come after it. */
export async function lastMessageId(fakesUrl: string, chatId: number): Promise<number> {
  return (await chatMessages(fakesUrl, 'homework', chatId)).at(-1)?.id ?? 0;
}

/**
 * Waits for the homework bot's first message after `after` that `matches` (the chat also holds
 * other loads' answers), polling the fake Bot API; null when none came within `ms`. The fake may
 * be unreachable for a moment: that is one more poll, not a failure.
 */
export function awaitAnswer(fakesUrl: string, chatId: number, after: number, matches: (text: string) => boolean, ms: number): Promise<SandboxMessage | null> {
  return eventuallyOr(
    async () => (await chatMessages(fakesUrl, 'homework', chatId, after)).find((m) => m.from === 'bot' && m.action === null && matches(m.text)),
    null,
    { timeoutMs: ms, intervalMs: 300 },
  );
}
