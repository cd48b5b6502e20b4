import { randomInt, randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CalendarConnection, CalendarEvent, connectDatabase, User, UserSettings, type Knex } from '../../../db/index.ts';
import type { JobProducer } from '../../queues/producer.ts';
import type { CalendarDeps } from './deps.ts';
import { dateOrderOf } from './date-order-setting.ts';
import type { Extraction } from './extraction-schema.ts';
import type { CalendarFlowDeps } from './flow-deps.ts';
import { onCalendarReply } from './chat-actions.ts';
import { readCalendarMessage } from './read-flow.ts';

/**
 * The user's date order (settings, issue 33) reaches the bot's reading of a message: "03/12" in
 * Moscow is 3 December on 'auto' (an English message in a day-first zone) and 12 March on
 * 'month-first'. The model's answer is stored on the event already, so no model is asked.
 */
let knex: Knex;
const ZONE = 'Europe/Moscow';
// Sat 28 Nov 2026, noon in Moscow: 3 December is ahead this year, 12 March next year.
const NOW = DateTime.fromISO('2026-11-28T12:00', { zone: ZONE }).toJSDate();

beforeAll(() => {
  knex = connectDatabase(process.env.DATABASE_URL!);
});
afterAll(async () => {
  await knex.destroy();
});

const newUser = async (dateOrder: string | null) => {
  const id = randomUUID().slice(0, 8);
  const user = await User.query().insert({ googleId: `g-order-${id}`, email: `order-${id}@example.com`, name: `Order ${id}` });
  if (dateOrder !== null) await UserSettings.query().insert({ userId: user.id, locale: 'en', timezone: ZONE, emailNotifications: true, dateOrder });
  return user;
};

/** The flow's deps with what this path uses: the clock, the outbox (nothing is asked here) and the queue (recorded). */
function flowDeps() {
  const sent: string[] = [];
  const enqueued: unknown[] = [];
  const jobs: Pick<JobProducer, 'enqueue'> = {
    enqueue: (definition, payload) => {
      enqueued.push({ job: definition.name, payload });
      return Promise.resolve(`job-${enqueued.length}`);
    },
  };
  const calendar: Pick<CalendarDeps, 'now'> = { now: () => NOW };
  const deps = {
    calendar: calendar as CalendarDeps,
    outbox: { send: (_bot, _chat, key) => Promise.resolve(void sent.push(key)) },
    jobs: jobs as JobProducer,
    client: null,
  } satisfies CalendarFlowDeps;
  return { deps, sent, enqueued };
}

/** "03/12 at 10:00" sent by the user, read by the model already, then read by the flow. */
async function readDentist(userId: string) {
  await CalendarConnection.query().insert({ userId, account: 'anna@example.com', calendarId: 'anna@example.com', timeZone: ZONE, state: 'connected' });
  const extraction: Extraction = {
    events: [{ title: 'Dentist', when: '03/12 at 10:00', end: null, allDay: false, location: null, description: null, confidence: 0.95 }],
    language: 'en',
  };
  const updateId = randomInt(1, 2 ** 47);
  const row = await CalendarEvent.query().insert({
    userId,
    bot: 'calendar',
    updateId,
    position: 0,
    chatId: randomInt(1, 2 ** 47),
    messageId: 1,
    source: 'text',
    inputText: 'Dentist 03/12 at 10:00',
    timeZone: ZONE,
    extraction,
  });
  const { deps, sent, enqueued } = flowDeps();
  await readCalendarMessage(deps, row.id);
  const read = await CalendarEvent.query().findById(row.id);
  return { start: read?.startTime ? DateTime.fromJSDate(read.startTime, { zone: ZONE }).toFormat('yyyy-MM-dd HH:mm') : null, sent, enqueued };
}

describe("the user's date order in settings", () => {
  it("is null on 'auto' and with no settings row, the order otherwise", async () => {
    expect(await dateOrderOf((await newUser(null)).id)).toBeNull();
    expect(await dateOrderOf((await newUser('auto')).id)).toBeNull();
    expect(await dateOrderOf((await newUser('day-first')).id)).toBe('day-first');
    expect(await dateOrderOf((await newUser('month-first')).id)).toBe('month-first');
  });

  it("'month-first': \"03/12 at 10:00\" in Moscow is 12 March, and the event is written", async () => {
    const user = await newUser('month-first');
    const { start, sent, enqueued } = await readDentist(user.id);
    expect(start).toBe('2027-03-12 10:00');
    expect(enqueued).toEqual([{ job: 'calendar-write', payload: expect.objectContaining({ action: 'insert' }) }]);
    expect(sent).toEqual([]);
  });

  it("'auto': the same message in Moscow is read day first, 3 December", async () => {
    const user = await newUser('auto');
    const { start, enqueued } = await readDentist(user.id);
    expect(start).toBe('2026-12-03 10:00');
    expect(enqueued).toHaveLength(1);
  });

  it("'month-first' also reads a reply: \"03/12 at 10:00\" answering the bot's question is 12 March", async () => {
    const user = await newUser('month-first');
    await CalendarConnection.query().insert({ userId: user.id, account: 'anna@example.com', calendarId: 'anna@example.com', timeZone: ZONE, state: 'connected' });
    // The bot asked when: the event waits for the answer.
    const row = await CalendarEvent.query().insert({
      userId: user.id,
      bot: 'calendar',
      updateId: randomInt(1, 2 ** 47),
      position: 0,
      chatId: randomInt(1, 2 ** 47),
      messageId: 1,
      source: 'text',
      inputText: 'Dentist',
      eventTitle: 'Dentist',
      timeZone: ZONE,
      waitingFor: 'clarification',
    });
    const { deps, enqueued } = flowDeps();
    expect(await onCalendarReply(deps, user.id, row.id, '03/12 at 10:00', randomInt(1, 2 ** 47))).toBe('done');
    const answered = await CalendarEvent.query().findById(row.id);
    expect(DateTime.fromJSDate(answered!.startTime!, { zone: ZONE }).toFormat('yyyy-MM-dd HH:mm')).toBe('2027-03-12 10:00');
    expect(enqueued).toEqual([{ job: 'calendar-write', payload: expect.objectContaining({ action: 'insert' }) }]);
  });
});
