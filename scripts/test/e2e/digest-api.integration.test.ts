import { randomUUID } from 'node:crypto';
import { ScheduleNotFoundError } from '@temporalio/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveActiveSubscription, newSubscriber, type Subscriber } from '../../../api/testing/subscriber.ts';
import { eventually } from '../kit/eventually.ts';
import { startTestApp, type TestApp } from '../../../api/testing/test-app.ts';
import { digestPaths, digestPreferenceSchema } from '../../../contracts/digest.ts';
import { DigestPost, DigestPreference } from '../../../db/index.ts';
import { handle as housekeeping } from '../../../workers/processors/digest-housekeeping.ts';
import { digestSlotScheduleId } from '../../../workflows/digest-slot/definitions.ts';

/**
 * The digest tool's API on the sandbox's fake Telegram account (served by the app itself):
 * the rules of a digest's fields, who may see what, and the slots' Temporal Schedules that
 * follow every create, edit, pause and delete.
 */
let app: TestApp;
const api = (path: string) => `/api${path}`;

beforeAll(async () => {
  app = await startTestApp({ SANDBOX: '1', QUEUE_PREFIX: `${process.env.QUEUE_PREFIX!}-digest-api`, TEMPORAL_TASK_QUEUE: `digest-api-${randomUUID()}` });
});
afterAll(async () => {
  await app.close();
});

async function subscriber(): Promise<Subscriber> {
  const user = await newSubscriber(app);
  await giveActiveSubscription(user.userId);
  return user;
}

const scheduleOf = async (slot: string) => {
  try {
    return await app.deps.temporal.client.schedule.getHandle(digestSlotScheduleId(slot)).describe();
  } catch (err) {
    if (err instanceof ScheduleNotFoundError) return null;
    throw err;
  }
};

// A zone and minute of this file's own, so other files' digests never share these slots.
const zone = 'Pacific/Chatham';
const minute = Math.floor(Math.random() * 60);

describe('digest preferences', () => {
  it('needs the premium feature (403) and a signed-in user (401)', async () => {
    expect((await fetch(`${app.baseUrl}${api(digestPaths.preferences)}`)).status).toBe(401);
    const user = await newSubscriber(app);
    const res = await user.call('GET', api(digestPaths.preferences));
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: 'premium_required' });
  });

  it('creates a digest with the spec defaults in the user timezone, and its slot gets a Temporal Schedule at that wall-clock time', async () => {
    const user = await subscriber();
    const created = await user.call('POST', api(digestPaths.preferences), { name: 'Morning', prompt: 'Central banks and rates', timezone: zone, hour: 7, minute });
    expect(created.status).toBe(201);
    const preference = digestPreferenceSchema.parse(created.body.preference);
    expect(preference).toMatchObject({ frequency: 'DAILY', hour: 7, minute, dayOfWeek: null, timezone: zone, onlyImportant: false, enabled: true, maxLength: 4000, channels: [], lastSentAt: null });
    const row = await DigestPreference.query().findById(preference.id);
    const schedule = await scheduleOf(row!.slot);
    expect(schedule?.spec.timezone).toBe(zone);
    expect(schedule?.spec.calendars?.[0]).toMatchObject({ hour: [{ start: 7, end: 7, step: 1 }], minute: [{ start: minute, end: minute, step: 1 }] });
    expect(schedule?.action).toMatchObject({ type: 'startWorkflow', workflowType: 'digestSlotWorkflow', args: [{ slot: row!.slot }] });

    // Without a timezone the user's own is used.
    expect((await user.call('PATCH', '/api/users/me/settings', { timezone: zone })).status).toBe(200);
    const plain = await user.call('POST', api(digestPaths.preferences), { name: 'Evening', prompt: 'Anything' });
    expect(plain.body.preference).toMatchObject({ hour: 9, minute: 0, frequency: 'DAILY', timezone: zone });
  });

  it('refuses hour 24, minute 60, an unknown frequency, maxLength outside 500-10,000 and a day of week on a daily digest, naming the field', async () => {
    const user = await subscriber();
    const good = { name: 'Bad input', prompt: 'Anything' };
    const cases: [Record<string, unknown>, string][] = [
      [{ hour: 24 }, 'hour'],
      [{ minute: 60 }, 'minute'],
      [{ frequency: 'MONTHLY' }, 'frequency'],
      [{ maxLength: 499 }, 'maxLength'],
      [{ maxLength: 10_001 }, 'maxLength'],
      [{ frequency: 'DAILY', dayOfWeek: 3 }, 'dayOfWeek'],
      [{ frequency: 'HOURLY', hour: 5 }, 'hour'],
      [{ timezone: 'Mars/Olympus' }, 'timezone'],
      [{ name: '  ' }, 'name'],
    ];
    for (const [fields, field] of cases) {
      const res = await user.call('POST', api(digestPaths.preferences), { ...good, ...fields });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body.error).toBe('validation_error');
      expect(res.body.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    expect(await DigestPreference.query().where('user_id', user.userId).resultSize()).toBe(0);

    // An edit is checked against the digest as it will be.
    const { body } = await user.call('POST', api(digestPaths.preferences), { ...good, timezone: zone, minute });
    const id = body.preference.id as string;
    const dayOnDaily = await user.call('PUT', api(digestPaths.preference(id)), { dayOfWeek: 2 });
    expect(dayOnDaily.status).toBe(400);
    expect(dayOnDaily.body.fields).toEqual([{ field: 'dayOfWeek', message: 'dayOfWeek applies to weekly digests only' }]);
    const weekly = await user.call('PUT', api(digestPaths.preference(id)), { frequency: 'WEEKLY', dayOfWeek: 2 });
    expect(weekly.body.preference).toMatchObject({ frequency: 'WEEKLY', dayOfWeek: 2, hour: 9 });
    const hourly = await user.call('PUT', api(digestPaths.preference(id)), { frequency: 'HOURLY' });
    expect(hourly.body.preference).toMatchObject({ frequency: 'HOURLY', dayOfWeek: null, hour: null, minute });
    expect((await user.call('PUT', api(digestPaths.preference(id)), { maxLength: 20_000 })).status).toBe(400);
    expect((await user.call('PUT', api(digestPaths.preference(id)), { surprise: true })).status).toBe(400);
  });

  it("answers 404 for another user's digest and source entry, and 400 for an id that is not one", async () => {
    const [owner, other] = [await subscriber(), await subscriber()];
    const { body } = await owner.call('POST', api(digestPaths.preferences), { name: 'Mine', prompt: 'Mine', timezone: zone, minute });
    const id = body.preference.id as string;
    for (const [method, path, payload] of [
      ['GET', digestPaths.preference(id), undefined],
      ['PUT', digestPaths.preference(id), { enabled: false }],
      ['DELETE', digestPaths.preference(id), undefined],
      ['POST', digestPaths.test(id), undefined],
      ['POST', digestPaths.addChannel(id), { channelId: '-1001000000001' }],
      ['POST', digestPaths.addFolder(id), { folderId: 1 }],
      ['DELETE', digestPaths.removeSource(randomUUID()), undefined],
    ] as const) {
      const res = await other.call(method, api(path), payload);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect((await owner.call('GET', api(digestPaths.preference('not-a-uuid')))).status).toBe(400);
    expect((await owner.call('GET', api(digestPaths.preference(id)))).status).toBe(200);
    expect((await other.call('GET', api(digestPaths.preferences))).body.preferences).toEqual([]);
  });

  it("keeps a slot's Schedule while an enabled digest is in it: pause, resume, move and delete", async () => {
    const user = await subscriber();
    const slotMinute = (minute + 7) % 60;
    const make = async () => (await user.call('POST', api(digestPaths.preferences), { name: 'Slot', prompt: 'x', timezone: zone, hour: 21, minute: slotMinute })).body.preference.id as string;
    const [a, b] = [await make(), await make()];
    const slot = (await DigestPreference.query().findById(a))!.slot;
    expect(await scheduleOf(slot)).not.toBeNull();

    await user.call('PUT', api(digestPaths.preference(a)), { enabled: false });
    expect(await scheduleOf(slot)).not.toBeNull();
    await user.call('PUT', api(digestPaths.preference(b)), { enabled: false });
    expect(await scheduleOf(slot)).toBeNull();
    await user.call('PUT', api(digestPaths.preference(b)), { enabled: true });
    expect(await scheduleOf(slot)).not.toBeNull();

    // Moving the last enabled digest to another time takes the Schedule with it.
    const moved = await user.call('PUT', api(digestPaths.preference(b)), { hour: 22 });
    const newSlot = (await DigestPreference.query().findById(b))!.slot;
    expect(moved.body.preference.hour).toBe(22);
    expect(await scheduleOf(slot)).toBeNull();
    expect(await scheduleOf(newSlot)).not.toBeNull();

    expect((await user.call('DELETE', api(digestPaths.preference(b)))).status).toBe(200);
    expect(await scheduleOf(newSlot)).toBeNull();
    expect((await user.call('GET', api(digestPaths.preference(b)))).status).toBe(404);
  });

  it('housekeeping brings Temporal back in line: a lost Schedule is made again, a stray one removed, old posts forgotten', async () => {
    const user = await subscriber();
    const slotMinute = (minute + 13) % 60;
    const id = (await user.call('POST', api(digestPaths.preferences), { name: 'Kept', prompt: 'x', timezone: zone, hour: 3, minute: slotMinute })).body.preference.id as string;
    const slot = (await DigestPreference.query().findById(id))!.slot;
    await app.deps.temporal.client.schedule.getHandle(digestSlotScheduleId(slot)).delete();
    const stray = `DAILY-x-04${String(slotMinute).padStart(2, '0')}-${zone}`;
    await app.deps.temporal.client.schedule.create({
      scheduleId: digestSlotScheduleId(stray),
      spec: { calendars: [{ hour: 4, minute: slotMinute }], timezone: zone },
      action: { type: 'startWorkflow', workflowType: 'digestSlotWorkflow', taskQueue: app.deps.temporal.taskQueue, args: [{ slot: stray }] },
    });
    const old = { scope: 'channel', peerId: '-100999', text: 'old', link: null, forwardPeerId: null, forwardMessageId: null };
    await DigestPost.query().insert([
      { ...old, messageId: Math.floor(Math.random() * 1e9), postedAt: new Date(Date.now() - 15 * 86_400_000) },
      { ...old, messageId: Math.floor(Math.random() * 1e9), postedAt: new Date(Date.now() - 86_400_000) },
    ]);
    const deps = { temporal: app.deps.temporal } as Parameters<typeof housekeeping>[1];
    // Schedules are listed through visibility, which lags a few seconds behind a create.
    await eventually(async () => {
      await housekeeping({}, deps, undefined as never);
      return (await scheduleOf(slot)) !== null && (await scheduleOf(stray)) === null;
    }, 'the Schedules to be in line', { timeoutMs: 20_000 });
    expect(await DigestPost.query().where('peer_id', '-100999').resultSize()).toBe(1);
  });
});
