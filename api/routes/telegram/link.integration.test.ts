import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deepLinkStart, linkCodeSchema, linkStatusSchema } from '../../../contracts/telegram.ts';
import { consumeLinkCode } from '../../../core/domain/telegram-link/consume-link-code.ts';
import { LINK_LIMITS } from '../../../core/domain/telegram-link/link-limits.ts';
import { telegramSend } from '../../../core/queues/jobs/telegram-send.ts';
import { sendsTo } from '../../../scripts/test/kit/queues.ts';
import { giveActiveSubscription, newSubscriber, type Subscriber } from '../../testing/subscriber.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

// A prefix of its own: the goodbye message's send job is read here, not taken by another file's worker.
const prefix = `${process.env.QUEUE_PREFIX!}-tg-link`;
let app: TestApp;
const redis = new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: null });
const sends = new Queue(telegramSend.queue, { connection: redis, prefix });
let nextChat = 7_200_000_000 + Math.floor(Math.random() * 1_000_000) * 10;

beforeAll(async () => {
  // The sandbox's made-up bots: all four run, with usernames sandbox_<bot>_bot.
  app = await startTestApp({ QUEUE_PREFIX: prefix, SANDBOX: '1' });
});
afterAll(async () => {
  await sends.obliterate({ force: true });
  await sends.close();
  redis.disconnect();
  await app.close();
});

async function linkChat(user: Subscriber, bot: 'calendar' | 'digest' | 'homework' | 'analytics', path: string) {
  const issued = await user.call('POST', path, {});
  expect(issued.status).toBeLessThan(300);
  const body = linkCodeSchema.parse(issued.body);
  nextChat += 1;
  const chat = { chatId: nextChat, telegramUserId: nextChat, username: 'anna_t', firstName: 'Anna', languageCode: 'en' };
  expect((await consumeLinkCode({ bot, code: body.authCode, chat }, app.deps.telegram.linkAttempts)).status).toBe('linked');
  return { body, chatId: nextChat };
}

describe('linking a chat from the console', () => {
  it('needs a signed-in user (401) and the bot premium feature for calendar and digest (403)', async () => {
    expect((await fetch(`${app.baseUrl}/api/telegram/bots/homework/link`)).status).toBe(401);
    expect((await fetch(`${app.baseUrl}/api/telegram/status`)).status).toBe(401);
    const user = await newSubscriber(app);
    for (const [method, path] of [['GET', '/api/telegram/bots/digest/link'], ['POST', '/api/telegram/bots/calendar/link/code'], ['POST', '/api/telegram/auth/generate'], ['GET', '/api/telegram/status'], ['DELETE', '/api/telegram/disconnect']] as const) {
      const res = await user.call(method, path, method === 'POST' ? {} : undefined);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body).toMatchObject({ error: 'premium_required' });
    }
    // The homework and analytics bots are not premium tools.
    expect((await user.call('GET', '/api/telegram/bots/homework/link')).status).toBe(200);
    expect((await user.call('GET', '/api/telegram/bots/nobody/link')).status).toBe(404);
  });

  it('issues a code with the bot deep link, shows the linked account, and unlinks with a goodbye in the chat', async () => {
    const user = await newSubscriber(app);
    await giveActiveSubscription(user.userId);
    const before = linkStatusSchema.parse((await user.call('GET', '/api/telegram/bots/digest/link')).body);
    expect(before).toEqual({ bot: 'digest', available: true, connected: false, username: null, botUsername: 'sandbox_digest_bot', linkedAt: null });

    const { body, chatId } = await linkChat(user, 'digest', '/api/telegram/bots/digest/link/code');
    expect(body.authCode).toMatch(/^[A-Z2-9]{8}$/);
    // The deep link carries a token nobody can guess, not the code people type.
    expect(body.authUrl).toMatch(/^https:\/\/t\.me\/sandbox_digest_bot\?start=[A-Z2-9]{24}$/);
    expect(new Date(body.expiresAt).getTime() - Date.now()).toBeGreaterThan(9 * 60_000);

    const after = linkStatusSchema.parse((await user.call('GET', '/api/telegram/bots/digest/link')).body);
    expect(after).toMatchObject({ connected: true, username: '@anna_t' });
    // Another user sees only their own link.
    const other = await newSubscriber(app);
    await giveActiveSubscription(other.userId);
    expect((await other.call('GET', '/api/telegram/bots/digest/link')).body).toMatchObject({ connected: false });

    expect((await user.call('DELETE', '/api/telegram/bots/digest/link')).status).toBe(204);
    expect((await user.call('DELETE', '/api/telegram/bots/digest/link')).status).toBe(204);
    expect((await user.call('GET', '/api/telegram/bots/digest/link')).body).toMatchObject({ connected: false });
    const goodbyes = await sendsTo(sends, chatId);
    expect(goodbyes).toHaveLength(1);
    expect(goodbyes[0]).toMatchObject({ bot: 'digest', message: { method: 'sendMessage', text: 'This chat was unlinked from your account in the console.' } });
  });

  it("serves the calendar's spec paths: generate, a console-chosen code, status, disconnect", async () => {
    const user = await newSubscriber(app);
    await giveActiveSubscription(user.userId);
    const generated = await user.call('POST', '/api/telegram/auth/generate');
    expect(generated.status).toBe(200);
    expect(deepLinkStart(generated.body.authUrl)).toMatch(/^[A-Z2-9]{24}$/);
    expect(generated.body.authUrl.startsWith('https://t.me/sandbox_calendar_bot?start=')).toBe(true);

    const bad = await user.call('POST', '/api/telegram/auth/code', { code: '12' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'validation_error', message: expect.stringContaining('6-digit') });

    const code = String(100_000 + Math.floor(Math.random() * 899_999));
    const chosen = await user.call('POST', '/api/telegram/auth/code', { code });
    expect(chosen.body).toMatchObject({ authCode: code });
    // Another account choosing the same code hears what it hears for any code.
    const rival = await newSubscriber(app);
    await giveActiveSubscription(rival.userId);
    expect((await rival.call('POST', '/api/telegram/auth/code', { code })).body).toMatchObject({ authCode: code });

    await linkChat(user, 'calendar', '/api/telegram/auth/generate');
    expect((await user.call('GET', '/api/telegram/status')).body).toMatchObject({ connected: true, username: '@anna_t' });
    expect((await user.call('DELETE', '/api/telegram/disconnect')).body).toEqual({ success: true });
    expect((await user.call('GET', '/api/telegram/status')).body).toMatchObject({ connected: false, username: null });
  });

  it('a deep link links with its token; a guessed token links nothing', async () => {
    const user = await newSubscriber(app);
    const body = linkCodeSchema.parse((await user.call('POST', '/api/telegram/bots/homework/link/code', {})).body);
    nextChat += 1;
    const chat = { chatId: nextChat, telegramUserId: nextChat, username: 'anna_t', firstName: 'Anna', languageCode: 'en' };
    const guessed = deepLinkStart(body.authUrl).replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await consumeLinkCode({ bot: 'homework', code: guessed, chat }, app.deps.telegram.linkAttempts)).status).toBe('unknown');
    expect((await consumeLinkCode({ bot: 'homework', code: deepLinkStart(body.authUrl), chat }, app.deps.telegram.linkAttempts)).status).toBe('linked');
  });

  it("answers a signed-in account's 60-code loop with 429 and Retry-After early, and never 409 for another account's code", async () => {
    const victim = await newSubscriber(app);
    await giveActiveSubscription(victim.userId);
    const held = String(100_000 + Math.floor(Math.random() * 800_000));
    expect((await victim.call('POST', '/api/telegram/bots/digest/link/code', { code: held })).status).toBe(201);

    const attacker = await newSubscriber(app);
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 60; i += 1) {
      // The victim's code first, then others; the homework bot needs no plan.
      const res = await fetch(`${app.baseUrl}/api/telegram/bots/homework/link/code`, {
        method: 'POST',
        headers: { authorization: `Bearer ${attacker.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ code: i === 0 ? held : String(Number(held) + i) }),
      });
      statuses.push(res.status);
      const answer: unknown = await res.json();
      if (res.status === 429) {
        retryAfter ??= res.headers.get('retry-after');
        expect(answer).toMatchObject({ error: 'rate_limited', message: expect.any(String) });
      }
    }
    const allowed = LINK_LIMITS.issuePerAccount.points;
    expect(statuses.slice(0, allowed)).toEqual(Array(allowed).fill(201));
    expect(statuses.slice(allowed)).toEqual(Array(60 - allowed).fill(429));
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // The other paths count in the same limit.
    expect((await attacker.call('POST', '/api/telegram/bots/analytics/link/code', {})).status).toBe(429);
  });
});
