import type { SandboxMessage } from '../../../../contracts/sandbox-telegram.ts';
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
export async function awaitAnswer(fakesUrl: string, chatId: number, after: number, matches: (text: string) => boolean, ms: number): Promise<SandboxMessage | null> {
  const deadline = Date.now() + ms;
  for (;;) {
    const answer = await chatMessages(fakesUrl, 'homework', chatId, after)
      .then((messages) => messages.find((m) => m.from === 'bot' && m.action === null && matches(m.text)) ?? null)
      .catch(() => null);
    if (answer || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
