import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduleRow } from '../../../contracts/operations.ts';
import { slotOf } from '../../../core/domain/digest/slot.ts';
import { DigestPreference } from '../../../db/index.ts';
import { createDigestSchedules } from '../../../workflows/digest-slot/client.ts';
import { DIGEST_SLOT_SCHEDULE_PREFIX } from '../../../workflows/digest-slot/definitions.ts';
import { newSubscriber, type Subscriber } from '../../testing/subscriber.ts';
import { eventually } from '../../../scripts/test/kit/eventually.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

let app: TestApp;
let operator: Subscriber;
let owner: Subscriber;
let paused: Subscriber;
// A slot no other test uses: 03:17 daily in the Marquesas (UTC−9:30; digest-api takes Chatham at a random minute).
const fields = { frequency: 'DAILY' as const, hour: 3, minute: 17, dayOfWeek: null, timezone: 'Pacific/Marquesas' };
const slot = slotOf(fields);
const scheduleId = `${DIGEST_SLOT_SCHEDULE_PREFIX}${slot}`;

const addDigest = (userId: string, enabled: boolean) =>
  DigestPreference.query().insert({ userId, name: `ops ${randomUUID().slice(0, 6)}`, prompt: 'p', maxLength: 1000, onlyImportant: false, enabled, slot, ...fields });
const qs = (params: Record<string, unknown>) => new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, JSON.stringify(v)])).toString();

beforeAll(async () => {
  app = await startTestApp();
  operator = await newSubscriber(app, 'operator');
  owner = await newSubscriber(app);
  paused = await newSubscriber(app);
  await addDigest(owner.userId, true);
  await addDigest(paused.userId, false);
  await createDigestSchedules(app.deps.temporal).sync([slot]);
});
afterAll(async () => {
  await app.deps.temporal.client.schedule.getHandle(scheduleId).delete().catch(() => undefined);
  await app?.close();
});

describe('GET /api/admin/schedules', () => {
  it('lists the slot Schedules with their users, next run and Temporal UI link', async () => {
    const row = await eventually(async () => {
      const res = await operator.call('GET', `/api/admin/schedules?${qs({ filter: { kind: 'digest', q: 'Marquesas' } })}`);
      return (res.body as ScheduleRow[]).find((r) => r.id === scheduleId);
    }, 'the slot Schedule listed');
    expect(row).toEqual({
      id: scheduleId,
      kind: 'digest',
      paused: false,
      users: 1,
      nextRunAt: expect.any(String),
      lastRunAt: null,
      temporalUiUrl: `/admin/temporal/namespaces/default/schedules/${encodeURIComponent(scheduleId)}`,
    });
    const next = new Date(row.nextRunAt!);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.toLocaleString('en-GB', { timeZone: 'Pacific/Marquesas', hour: '2-digit', minute: '2-digit' })).toBe('03:17');
    expect((await owner.call('GET', '/api/admin/schedules')).status).toBe(403);
  });
});

describe('GET /api/admin/digest-schedules', () => {
  it("shows each user's digest: the slot's next run when enabled, paused without one when switched off", async () => {
    // Other files' digests may have slots in the same zone too: this file's own, by its id.
    const slotRow = ((await operator.call('GET', `/api/admin/schedules?${qs({ filter: { q: 'Marquesas' } })}`)).body as ScheduleRow[]).find((r) => r.id === scheduleId);
    const mine = await operator.call('GET', `/api/admin/digest-schedules?${qs({ filter: { q: await emailOf(owner) } })}`);
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual([
      {
        id: expect.any(String),
        userId: owner.userId,
        userEmail: await emailOf(owner),
        frequency: 'DAILY',
        timezone: 'Pacific/Marquesas',
        paused: false,
        nextRunAt: slotRow!.nextRunAt,
        lastRunAt: null,
        scheduleId,
      },
    ]);
    const off = await operator.call('GET', `/api/admin/digest-schedules?${qs({ filter: { q: await emailOf(paused), paused: true } })}`);
    expect(off.body).toMatchObject([{ userId: paused.userId, paused: true, nextRunAt: null }]);
    expect((await operator.call('GET', `/api/admin/digest-schedules?${qs({ filter: { q: await emailOf(paused), paused: false } })}`)).body).toEqual([]);
  });

  it('computes the next run from the digest itself while its slot has no Schedule in Temporal yet', async () => {
    const late = await newSubscriber(app);
    const weekly = { frequency: 'WEEKLY' as const, hour: 7, minute: 45, dayOfWeek: 0, timezone: 'Asia/Kathmandu' };
    await DigestPreference.query().insert({ userId: late.userId, name: 'weekly', prompt: 'p', maxLength: 1000, onlyImportant: false, enabled: true, slot: slotOf(weekly), ...weekly });
    const [row] = (await operator.call('GET', `/api/admin/digest-schedules?${qs({ filter: { q: await emailOf(late) } })}`)).body as { nextRunAt: string; scheduleId: string | null }[];
    expect(row!.scheduleId).toBeNull();
    const next = new Date(row!.nextRunAt);
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
    expect(next.toLocaleString('en-GB', { timeZone: 'Asia/Kathmandu', weekday: 'long', hour: '2-digit', minute: '2-digit' })).toBe('Sunday 07:45');
  });
});

const emailOf = async (s: Subscriber) => (await operator.call('GET', `/api/admin/users/${s.userId}`)).body.email as string;

describe('with Temporal unreachable', () => {
  it('answers 503 with a clear message within seconds, for workflows and schedules alike', async () => {
    const down = await startTestApp({ TEMPORAL_ADDRESS: '127.0.0.1:1' });
    try {
      const op = await newSubscriber(down, 'operator');
      for (const path of ['/api/admin/workflows', '/api/admin/schedules', '/api/admin/digest-schedules']) {
        const started = Date.now();
        const res = await op.call('GET', path);
        expect(res).toMatchObject({ status: 503, body: { error: 'service_unavailable', message: 'Temporal is unreachable: try again when it is back' } });
        expect(Date.now() - started).toBeLessThan(3000);
      }
    } finally {
      await down.close();
    }
  });
});
