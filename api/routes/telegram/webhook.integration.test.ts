import { request } from 'node:http';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telegramUpdate } from '../../../core/queues/jobs/telegram-update.ts';
import { jobCount } from '../../../scripts/test/kit/queues.ts';
import { readJson } from '../../testing/read-json.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

// A prefix of its own: no other file's workers take these jobs while the test reads them.
const prefix = `${process.env.QUEUE_PREFIX!}-tg-webhook`;
const secret = 'calendar-secret-0123456789abcdef0123456789';
const env = {
  QUEUE_PREFIX: prefix,
  TELEGRAM_CALENDAR_BOT_TOKEN: '123456789:AAcalendar-token-0123456789abcdef',
  TELEGRAM_CALENDAR_BOT_USERNAME: 'test_calendar_bot',
  TELEGRAM_CALENDAR_BOT_WEBHOOK_SECRET: secret,
  SANDBOX: '0',
};
let app: TestApp;
const redis = new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: null });
const queue = new Queue(telegramUpdate.queue, { connection: redis, prefix });
let nextId = Math.floor(Date.now() / 1000);

const textUpdate = (updateId: number, text = 'Lunch with Anna tomorrow at 13:00') => ({
  update_id: updateId,
  message: { message_id: 5, date: 1_700_000_000, chat: { id: 4242, type: 'private' }, from: { id: 4242, is_bot: false, first_name: 'Anna' }, text },
});

const post = (body: unknown, headers: Record<string, string> = { 'X-Telegram-Bot-Api-Secret-Token': secret }, bot = 'calendar') =>
  fetch(`${app.baseUrl}/api/telegram/${bot}/webhook`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

beforeAll(async () => {
  app = await startTestApp(env);
});
afterAll(async () => {
  await queue.obliterate({ force: true });
  await queue.close();
  redis.disconnect();
  await app.close();
});

describe('POST /api/telegram/<bot>/webhook', () => {
  it('enqueues the update as one job named by the bot and update id, and answers 200', async () => {
    const id = ++nextId;
    const res = await post(textUpdate(id));
    expect(res.status).toBe(200);
    const job = await queue.getJob(`update:calendar:${id}`);
    expect(job?.name).toBe('telegram-update');
    expect(job?.data).toMatchObject({ bot: 'calendar', update: textUpdate(id) });
  });

  it('refuses a wrong, missing or other-case secret with 403, enqueueing nothing', async () => {
    const id = ++nextId;
    for (const headers of [{} as Record<string, string>, { 'X-Telegram-Bot-Api-Secret-Token': 'wrong' }, { 'X-Telegram-Bot-Api-Secret-Token': secret.toUpperCase() }, { 'X-Telegram-Bot-Api-Secret-Token': `${secret}x` }]) {
      const res = await post(textUpdate(id), headers);
      expect(res.status).toBe(403);
      expect(await readJson(res)).toMatchObject({ error: 'forbidden' });
    }
    expect(await queue.getJob(`update:calendar:${id}`)).toBeUndefined();
  });

  it('refuses a wrong secret before reading the body: a body that never ends still gets its 403', async () => {
    const answer = await new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
      const req = request(`${app.baseUrl}/api/telegram/calendar/webhook`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked', 'X-Telegram-Bot-Api-Secret-Token': 'wrong' } });
      req.on('error', reject);
      req.on('response', (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => {
          resolve({ status: res.statusCode!, connection: res.headers.connection, body });
          req.destroy();
        });
      });
      // 64 KB of an update that is never finished: a parser reading first would wait forever.
      req.write(`{"update_id":1,"message":{"text":"${'x'.repeat(64 * 1024)}`);
    });
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'forbidden' });
    expect(answer.connection).toBe('close');
  });

  it('the size limit and the secret hold on every spelling of the path the router takes', async () => {
    const spelled = (path: string, body: string, secretHeader = secret) =>
      fetch(`${app.baseUrl}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Telegram-Bot-Api-Secret-Token': secretHeader }, body });
    for (const path of ['/API/Telegram/calendar/Webhook', '/api/telegram/calendar/webhook/', '/Api/TELEGRAM/calendar/WEBHOOK/']) {
      const id = ++nextId;
      expect((await spelled(path, JSON.stringify(textUpdate(id)), 'wrong')).status).toBe(403);
      expect((await spelled(path, JSON.stringify({ ...textUpdate(id), padding: 'x'.repeat(1_100_000) }))).status).toBe(413);
      expect((await spelled(path, JSON.stringify(textUpdate(id)))).status).toBe(200);
      expect(await queue.getJob(`update:calendar:${id}`)).toBeDefined();
    }
  });

  it('answers 404 for a bot that is not configured here or does not exist', async () => {
    expect((await post(textUpdate(++nextId), {}, 'digest')).status).toBe(404);
    expect((await post(textUpdate(++nextId), {}, 'nobody')).status).toBe(404);
  });

  it('refuses what is not an update with 400 and a message', async () => {
    for (const body of [{}, { update_id: 'x' }, { update_id: -1 }, { update_id: 1, message: { text: 'no chat' } }, { update_id: 1, message: textUpdate(1).message, edited_message: textUpdate(1).message }]) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(await readJson(res)).toMatchObject({ error: 'validation_error', message: expect.stringContaining('body') });
    }
  });

  it('accepts an update of a kind it does not know (a newer Bot API), for the bot to skip', async () => {
    const id = ++nextId;
    expect((await post({ update_id: id, message_reaction: { chat: { id: 1, type: 'private' } } })).status).toBe(200);
    expect(await queue.getJob(`update:calendar:${id}`)).toBeDefined();
  });

  it('makes one job of the same update delivered ten times at once', async () => {
    const id = ++nextId;
    const before = await jobCount(queue);
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(textUpdate(id))));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect((await jobCount(queue)) - before).toBe(1);
  });

  it('answers 503 while Redis cannot take the job, so Telegram delivers it again later', async () => {
    const down = await startTestApp({ ...env, REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const res = await fetch(`${down.baseUrl}/api/telegram/calendar/webhook`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Telegram-Bot-Api-Secret-Token': secret },
        body: JSON.stringify(textUpdate(++nextId)),
      });
      expect(res.status).toBe(503);
      expect(await readJson(res)).toMatchObject({ error: 'service_unavailable' });
    } finally {
      await down.close();
    }
  });
});
