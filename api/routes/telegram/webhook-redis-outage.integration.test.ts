import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../../../core/dependency-unavailable.ts';
import { telegramUpdate } from '../../../core/queues/jobs/telegram-update.ts';
import { eventually } from '../../../scripts/test/kit/eventually.ts';
import { startTcpProxy, type TcpProxy } from '../../../scripts/test/tcp-proxy.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

// A prefix of its own: no other file's workers take these jobs while the test reads them.
const prefix = `${process.env.QUEUE_PREFIX!}-tg-outage`;
const secret = 'calendar-secret-0123456789abcdef0123456789';
const redisUrl = new URL(process.env.REDIS_URL!);
const redis = new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: null });
const queue = new Queue(telegramUpdate.queue, { connection: redis, prefix });
let proxy: TcpProxy;
let app: TestApp;

const update = (updateId: number) => ({
  update_id: updateId,
  message: { message_id: 5, date: 1_700_000_000, chat: { id: 4242, type: 'private' }, from: { id: 4242, is_bot: false, first_name: 'Anna' }, text: 'Lunch tomorrow at 13:00' },
});

async function deliver(updateId: number) {
  const res = await fetch(`${app.baseUrl}/api/telegram/calendar/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Telegram-Bot-Api-Secret-Token': secret },
    body: JSON.stringify(update(updateId)),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
}

beforeAll(async () => {
  proxy = await startTcpProxy({ host: redisUrl.hostname, port: Number(redisUrl.port || 6379) });
  const viaProxy = new URL(process.env.REDIS_URL!);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  app = await startTestApp({
    REDIS_URL: viaProxy.toString(),
    QUEUE_PREFIX: prefix,
    TELEGRAM_CALENDAR_BOT_TOKEN: '123456789:AAcalendar-token-0123456789abcdef',
    TELEGRAM_CALENDAR_BOT_USERNAME: 'test_calendar_bot',
    TELEGRAM_CALENDAR_BOT_WEBHOOK_SECRET: secret,
    SANDBOX: '0',
  });
});
afterAll(async () => {
  await app.close();
  await proxy.close();
  await queue.obliterate({ force: true });
  await queue.close();
  redis.disconnect();
});

describe('a Telegram webhook while Redis restarts', () => {
  it('answers 503 with Retry-After while Redis is gone, queues nothing, and takes the redelivery once Redis is back', async () => {
    const first = Math.floor(Date.now() / 1000);
    expect((await deliver(first)).status).toBe(200);

    await proxy.stop();
    const refused = await deliver(first + 1);
    expect(refused).toEqual({ status: 503, retryAfter: '5', body: { error: 'service_unavailable', message: SERVICE_UNAVAILABLE_MESSAGE } });
    expect(await queue.getJob(`update:calendar:${first + 1}`)).toBeUndefined();

    await proxy.start();
    // Telegram delivers the same update again until it reads a 2xx: the app reconnects by itself.
    await eventually(async () => (await deliver(first + 1)).status === 200, 'the redelivery to be answered 200', { timeoutMs: 10_000, intervalMs: 250 });
    expect((await queue.getJob(`update:calendar:${first + 1}`))?.data).toMatchObject({ bot: 'calendar', update: update(first + 1) });
  });
});
