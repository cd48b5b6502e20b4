import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createSendPacing, TELEGRAM_PACING } from './send-pacing.ts';

const redis = new Redis(process.env.REDIS_URL!);
afterAll(() => redis.disconnect());
// Each test its own keys: pacing is shared state in Redis.
const pacing = (rules = TELEGRAM_PACING) => createSendPacing(redis, `${process.env.QUEUE_PREFIX!}:${randomUUID()}`, rules);
// Waits are counted from the moment Redis plans them, so the time the calls take (long on a
// machine busy with the rest of the suite) comes off them; the chats' spacings (1 s and more)
// stay far apart at this tolerance. The bot's 35 ms spacing is checked without it below.
const near = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThan(250);

describe("Telegram's pacing", () => {
  it("plans a chat's messages one spacing apart, in the order they were queued, and other chats apart from it", async () => {
    const p = pacing();
    const [a, b, c] = [await p.plan('calendar', 7, randomUUID()), await p.plan('calendar', 7, randomUUID()), await p.plan('calendar', 7, randomUUID())];
    near(a, 0);
    near(b, TELEGRAM_PACING.privateChatSpacingMs);
    near(c, 2 * TELEGRAM_PACING.privateChatSpacingMs);
    near(await p.plan('calendar', 8, 'a'), 0);
    near(await p.plan('digest', 7, 'b'), 0);
    // A group's spacing keeps 20 a minute.
    await p.plan('calendar', -100, randomUUID());
    near(await p.plan('calendar', -100, randomUUID()), TELEGRAM_PACING.groupSpacingMs);
  });

  it("spaces a bot's sends 35 ms apart across chats (at most 30 in any second)", async () => {
    const p = pacing();
    // When each send may go: Redis decides at a moment between the call and its answer, so the
    // bounds below hold however slow a busy machine makes the calls.
    const slots: Array<{ earliest: number; latest: number }> = [];
    for (let chat = 1; chat <= 30; chat += 1) {
      const before = Date.now();
      const r = await p.reserve('calendar', chat, 'x');
      const after = Date.now();
      if (!r.ready) throw new Error('a chat that never had a message is free');
      slots.push({ earliest: before + r.waitMs, latest: after + r.waitMs });
    }
    const first = slots[0]!;
    slots.forEach((slot, index) => {
      const spacing = index * TELEGRAM_PACING.botSpacingMs;
      // A few ms for Redis' clock against ours.
      expect(slot.latest - first.earliest).toBeGreaterThanOrEqual(spacing - 5);
      expect(slot.earliest - first.latest).toBeLessThanOrEqual(spacing + 5);
    });
  });

  it('holds a second send to the same chat back until the chat is free, and one more spacing for a message that was not refused', async () => {
    const p = pacing();
    expect(await p.reserve('calendar', 5, 'x')).toEqual({ ready: true, waitMs: 0 });
    const second = await p.reserve('calendar', 5, 'x');
    expect(second.ready).toBe(false);
    if (!second.ready) near(second.retryInMs, 2 * TELEGRAM_PACING.privateChatSpacingMs);
  });

  it("after a 429 nothing goes to the chat before retry_after; the refused message is first when it comes back", async () => {
    const p = pacing();
    await p.pause('calendar', 9, 300);
    const other = await p.reserve('calendar', 9, 'x');
    expect(other.ready).toBe(false);
    if (!other.ready) expect(other.retryInMs).toBeGreaterThan(300);
    await new Promise((resolve) => setTimeout(resolve, 310));
    expect((await p.reserve('calendar', 9, 'x')).ready).toBe(true);
  });

  it("lets a chat's later message that comes round first wait for the older one still queued, then go", async () => {
    const p = pacing({ ...TELEGRAM_PACING, privateChatSpacingMs: 100 });
    await p.plan('calendar', 11, 'first');
    await p.plan('calendar', 11, 'second');
    const early = await p.reserve('calendar', 11, 'second');
    expect(early).toMatchObject({ ready: false, behind: 'first' });
    expect((await p.reserve('calendar', 11, 'first')).ready).toBe(true);
    await p.settle('calendar', 11, 'first');
    await new Promise((resolve) => setTimeout(resolve, 110));
    expect((await p.reserve('calendar', 11, 'second')).ready).toBe(true);
  });

  it('keeps the first place of a send queued again, and only spaces a send the queue never had', async () => {
    const p = pacing({ ...TELEGRAM_PACING, privateChatSpacingMs: 100 });
    await p.plan('calendar', 12, 'first');
    await p.plan('calendar', 12, 'second');
    await p.plan('calendar', 12, 'first');
    expect(await p.reserve('calendar', 12, 'second')).toMatchObject({ ready: false, behind: 'first' });
    expect((await p.reserve('calendar', 12, 'queued-before-the-queue')).ready).toBe(true);
  });
});
