/**
 * Registers every configured bot with Telegram (production, after a deploy or a URL change):
 * the webhook at PUBLIC_URL with its secret and the update kinds the bots read, and the command
 * menus in English (the default) and Russian. Safe to run again: each call replaces the last.
 *   node scripts/telegram-register.ts            register
 *   node scripts/telegram-register.ts --check    print what Telegram has (getWebhookInfo)
 */
import { UPDATE_KINDS } from '../contracts/telegram.ts';
import { telegramFromConfig, webhookPath } from '../core/clients/telegram/bots.ts';
import { botClients } from '../core/clients/telegram/client.ts';
import { loadConfigOrExit } from '../core/config.ts';
import { botProfiles } from '../workers/bots/shared/profiles.ts';
import { sharedCommands, type BotLocale } from '../workers/bots/shared/texts.ts';

const cfg = loadConfigOrExit();
const telegram = telegramFromConfig(cfg);
const clients = botClients(telegram);
const check = process.argv.includes('--check');
const bots = Object.values(telegram.bots);
if (bots.length === 0) {
  console.error('No bot is configured: set TELEGRAM_<BOT>_BOT_TOKEN, _USERNAME and _WEBHOOK_SECRET (see .env.example).');
  process.exit(1);
}
if (!check && !cfg.SANDBOX && !cfg.PUBLIC_URL.startsWith('https://')) {
  console.error(`Telegram posts webhooks to https only, and PUBLIC_URL is ${cfg.PUBLIC_URL}.`);
  process.exit(1);
}

let failed = false;
for (const settings of bots) {
  const client = clients[settings.bot];
  if (!client) continue;
  const url = `${cfg.PUBLIC_URL.replace(/\/$/, '')}${webhookPath(settings.bot)}`;
  try {
    if (check) {
      const info = await client.getWebhookInfo();
      console.log(`${settings.bot} (@${settings.username}): ${info.url || 'no webhook'}, ${info.pending_update_count} pending${info.last_error_message ? `, last error: ${info.last_error_message}` : ''}`);
      continue;
    }
    await client.setWebhook(url, { secret_token: settings.webhookSecret, allowed_updates: [...UPDATE_KINDS], max_connections: 40 });
    const commands = (locale: BotLocale) => [...sharedCommands, ...botProfiles[settings.bot].commands].map((c) => ({ command: c.command, description: c.description[locale] }));
    await client.setMyCommands(commands('en'));
    await client.setMyCommands(commands('ru'), { language_code: 'ru' });
    console.log(`${settings.bot} (@${settings.username}): webhook ${url}, commands in en and ru`);
  } catch (err) {
    failed = true;
    console.error(`${settings.bot}: ${err instanceof Error ? err.message : String(err)}`);
  }
}
process.exit(failed ? 1 : 0);
