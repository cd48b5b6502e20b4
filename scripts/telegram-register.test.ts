import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Telegram } from 'telegraf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BotSettings } from '../core/clients/telegram/bots.ts';
import { startSandboxTelegram, type RunningSandboxTelegram } from '../sandbox/telegram/start.ts';

const run = promisify(execFile);
const calendar: BotSettings = { bot: 'calendar', token: '7300000001:REG-calendar-token-0123456789abcdef', username: 'reg_calendar_bot', webhookSecret: 'reg-calendar-secret-0123456789abcdef0123' };
let fake: RunningSandboxTelegram;

beforeAll(async () => {
  fake = await startSandboxTelegram({ bots: { calendar } });
});
afterAll(() => fake.close());

/** The script as an operator runs it, against the fake Bot API instead of Telegram's. */
const register = (...args: string[]) =>
  run(process.execPath, ['scripts/telegram-register.ts', ...args], {
    cwd: new URL('../', import.meta.url).pathname,
    env: {
      ...process.env,
      SANDBOX: '0',
      PUBLIC_URL: 'https://console.example.com',
      // A public https URL, as in production, rules out the test bank.
      PAYMENT_PROVIDER: 'tbank',
      TBANK_TERMINAL_KEY: 'register-test-terminal',
      TBANK_PASSWORD: 'register-test-password',
      TELEGRAM_API_URL: fake.apiRoot,
      TELEGRAM_CALENDAR_BOT_TOKEN: calendar.token,
      TELEGRAM_CALENDAR_BOT_USERNAME: calendar.username,
      TELEGRAM_CALENDAR_BOT_WEBHOOK_SECRET: calendar.webhookSecret,
    },
  });

describe('scripts/telegram-register.ts', () => {
  it('sets the webhook at PUBLIC_URL and the command menus in English and Russian; --check reads it back', async () => {
    const { stdout } = await register();
    expect(stdout).toContain('calendar (@reg_calendar_bot): webhook https://console.example.com/api/telegram/calendar/webhook, commands in en and ru');
    const client = new Telegram(calendar.token, { apiRoot: fake.apiRoot });
    expect((await client.getWebhookInfo()).url).toBe('https://console.example.com/api/telegram/calendar/webhook');
    const english = await client.getMyCommands();
    const russian = await client.getMyCommands({ language_code: 'ru' });
    expect(english.map((c) => c.command)).toEqual(expect.arrayContaining(['start', 'help', 'stop']));
    expect(russian.map((c) => c.command)).toEqual(english.map((c) => c.command));
    expect(russian.find((c) => c.command === 'stop')?.description).toBe('Отвязать этот чат от аккаунта');
    expect((await register('--check')).stdout).toContain('calendar (@reg_calendar_bot): https://console.example.com/api/telegram/calendar/webhook, 0 pending');
  });
});
