import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../config.ts';
import { configProblems, minimalEnv, REAL_UPSTREAMS } from '../../testing/config-env.ts';
import { telegramApiRoot, telegramBots } from './bots.ts';

const base = { ...minimalEnv(), ...REAL_UPSTREAMS };
const calendar = {
  TELEGRAM_CALENDAR_BOT_TOKEN: '123456789:AAcalendar-token-0123456789abcdef',
  TELEGRAM_CALENDAR_BOT_USERNAME: 'acme_calendar_bot',
  TELEGRAM_CALENDAR_BOT_WEBHOOK_SECRET: 'a'.repeat(40),
};

const message = configProblems;

describe("the bots' settings", () => {
  it('run the bots whose token is set, and no other, outside the sandbox', () => {
    const cfg = parseConfig({ ...base, ...calendar });
    expect(telegramBots(cfg)).toEqual({ calendar: { bot: 'calendar', token: calendar.TELEGRAM_CALENDAR_BOT_TOKEN, username: 'acme_calendar_bot', webhookSecret: 'a'.repeat(40) } });
    expect(telegramApiRoot(cfg)).toBe('https://api.telegram.org/');
    expect(telegramBots(parseConfig(base))).toEqual({});
  });

  it('need the username and a 32-character secret with a token, and a token shaped like one', () => {
    expect(message({ ...base, TELEGRAM_CALENDAR_BOT_TOKEN: calendar.TELEGRAM_CALENDAR_BOT_TOKEN })).toMatch(/TELEGRAM_CALENDAR_BOT_USERNAME is required[\s\S]*TELEGRAM_CALENDAR_BOT_WEBHOOK_SECRET is required/);
    expect(message({ ...base, ...calendar, TELEGRAM_CALENDAR_BOT_WEBHOOK_SECRET: 'short' })).toMatch(/TELEGRAM_CALENDAR_BOT_WEBHOOK_SECRET: 32-256 characters/);
    expect(message({ ...base, ...calendar, TELEGRAM_CALENDAR_BOT_TOKEN: 'not-a-token' })).toMatch(/TELEGRAM_CALENDAR_BOT_TOKEN: a bot token/);
  });

  it('are made up in the sandbox for all four bots, with secrets of this deployment, talking to the fake', () => {
    const cfg = parseConfig({ ...base, SANDBOX: '1', PORT: '3999' });
    const bots = telegramBots(cfg);
    expect(Object.keys(bots)).toEqual(['calendar', 'digest', 'homework', 'analytics']);
    expect(bots.digest?.username).toBe('sandbox_digest_bot');
    expect(bots.digest?.webhookSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(bots.digest?.webhookSecret).not.toBe(bots.calendar?.webhookSecret);
    const other = telegramBots(parseConfig({ ...base, SANDBOX: '1', SESSION_SECRET: randomBytes(48).toString('base64') }));
    expect(other.digest?.webhookSecret).not.toBe(bots.digest?.webhookSecret);
    expect(telegramApiRoot(cfg)).toBe('http://127.0.0.1:3999/sandbox/telegram/');
    // A real token in the sandbox is used as it is.
    expect(telegramBots(parseConfig({ ...base, ...calendar, SANDBOX: '1' })).calendar?.token).toBe(calendar.TELEGRAM_CALENDAR_BOT_TOKEN);
  });
});
