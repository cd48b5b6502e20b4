import type { Page } from 'playwright-core';

/** The sandbox chat page as the browser tests use it: the bot's messages, and sending one as the demo user. */
export const botMessages = (chat: Page) => chat.locator('[data-testid="chat-message"][data-from="bot"]');

/** The bot's latest message holding `text`. */
export const botMessage = (chat: Page, text: string | RegExp) => botMessages(chat).filter({ hasText: text }).last();

export async function send(chat: Page, text: string): Promise<void> {
  await chat.getByRole('textbox', { name: 'Message' }).fill(text);
  await chat.getByRole('button', { name: 'Send', exact: true }).click();
}
