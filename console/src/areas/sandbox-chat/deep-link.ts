import type { SandboxBot } from '../../../../contracts/sandbox-telegram.ts';

/**
 * A link to one of the bots, `https://t.me/<username>?start=<payload>` (or tg://resolve): in
 * Telegram, following it opens that bot's chat and sends `/start <payload>`. The page does the same.
 */
export function deepLinkOf(href: string, bots: readonly SandboxBot[]): { bot: SandboxBot; start: string } | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  const username = url.protocol === 'tg:' ? url.searchParams.get('domain') : url.hostname === 't.me' ? url.pathname.slice(1) : null;
  const bot = bots.find((b) => b.username.toLowerCase() === username?.toLowerCase());
  if (!bot) return null;
  return { bot, start: url.searchParams.get('start') ?? '' };
}
