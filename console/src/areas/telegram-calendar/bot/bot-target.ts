import { deepLinkStart } from '../../../../../contracts/telegram.ts';
import { paths } from '../../../app/paths';
import type { LinkCodeBody } from '../shared/calendar-api';

/**
 * Where 'Open Telegram bot' leads: the bot's deep link `https://t.me/<bot>?start=<token>`; in
 * sandbox, where the bots are fakes nobody can reach in Telegram, the sandbox chat page with the
 * same `/start <token>` (it follows `?bot=&start=` as Telegram follows the deep link).
 */
export function botTarget(code: LinkCodeBody, sandbox: boolean): string {
  if (!sandbox) return code.authUrl;
  return `${paths.sandboxChat}?${new URLSearchParams({ bot: 'calendar', start: deepLinkStart(code.authUrl) }).toString()}`;
}
