import { afterAll, describe, expect, it } from 'vitest';
import { createWorkerRedis } from '../clients/redis.ts';
import { jobs } from './jobs/index.ts';
import { createJobProducer } from './producer.ts';
import { queues } from './queues.ts';

const redis = createWorkerRedis(process.env.REDIS_URL!);
afterAll(() => redis.disconnect());

const userId = '7c9e6679-7425-40de-944b-e07fc1f0d64e';
const sessionId = '0b7a3d2e-4f43-4a43-9b7e-2f6d8c1e5a10';

describe('job definitions', () => {
  it('keep the queue names, job names and ids stored with jobs an older process enqueued', () => {
    expect(Object.values(jobs).map((d) => `${d.queue}/${d.name}`)).toEqual([
      'auth-events/user-signed-in',
      'auth-events/sign-in-sweep',
      'outbox/deliver-notification',
      'telegram-updates/telegram-update',
      'telegram-send/telegram-send',
      'telegram-updates/telegram-prune',
      'calendar/calendar-read',
      'calendar/calendar-write',
      'telegram-updates/digest-housekeeping',
      'homework/homework-grade',
      'analytics/analytics-query',
      'calendar/calendar-reply',
    ]);
    const update = { update_id: 42, message: { message_id: 1, date: 1, chat: { id: 7, type: 'private' } } };
    expect(jobs.telegramUpdate.jobId({ bot: 'calendar', update, receivedAt: new Date().toISOString() })).toBe('update:calendar:42');
    expect(jobs.telegramSend.jobId({ bot: 'digest', chatId: -100123, key: 'u42-1', message: { method: 'sendMessage', text: 'hi', html: true } })).toBe('digest:-100123:u42-1');
    expect(jobs.userSignedIn.jobId({ userId, sessionId, firstSignIn: true, ip: null, userAgent: null, occurredAt: new Date().toISOString() })).toBe(`sign-in-${sessionId}`);
    const eventId = '3f1c2b7e-9a4d-4e2f-8b6a-1d2c3e4f5a6b';
    expect(jobs.calendarRead.jobId({ eventId })).toBe(`calendar-read-${eventId}`);
    expect(jobs.calendarRead.jobId({ eventId, round: 5 })).toBe(`calendar-read-${eventId}-r5`);
    expect(jobs.calendarWrite.jobId({ eventId, action: 'move', key: 'u42' })).toBe(`calendar-write-${eventId}-move-u42`);
    expect(jobs.calendarReply.jobId({ userId, chatId: 7, updateId: 42, fileId: 'f', target: 'event', targetId: eventId })).toBe('calendar-reply-u42');
    const submissionId = '5e1f0000-0000-4000-8004-000000000001';
    expect(jobs.homeworkGrade.jobId({ submissionId, key: 'submitted' })).toBe(`homework-grade-${submissionId}-submitted`);
    // The question's row id: the API follows the job by it.
    expect(jobs.analyticsQuery.jobId({ queryId: submissionId })).toBe(submissionId);
    expect(() => jobs.homeworkGrade.schema.parse({ submissionId, key: 'run-anything' })).toThrow();
    expect(jobs.deliverNotification.jobId({ userId, dedupeKey: 'welcome', kind: 'welcome', title: 't', body: 'b' })).toBe(`notify-${userId}-welcome`);
  });
});

describe('the producer', () => {
  it("opens every queue with retries and back-off, and the queue's bounded history", async () => {
    const producer = createJobProducer(redis, process.env.QUEUE_PREFIX!);
    try {
      expect(producer.queues().map((q) => q.name)).toEqual(['auth-events', 'outbox', 'telegram-updates', 'telegram-send', 'calendar', 'homework', 'analytics']);
      for (const queue of producer.queues()) {
        const { removeOnComplete, removeOnFail } = queues[queue.name as keyof typeof queues];
        expect(queue.defaultJobOptions).toMatchObject({ attempts: 5, backoff: { type: 'exponential', delay: 1000 }, removeOnComplete, removeOnFail });
      }
    } finally {
      await producer.close();
    }
  });

  it('keeps one scheduler per scheduled job however many workers upsert it', async () => {
    const prefix = `${process.env.QUEUE_PREFIX!}-schedule-${Date.now()}`;
    const producer = createJobProducer(redis, prefix);
    try {
      await producer.schedule(Object.values(jobs));
      await producer.schedule(Object.values(jobs));
      const queue = producer.queues().find((q) => q.name === jobs.telegramPrune.queue)!;
      const schedulers = await queue.getJobSchedulers();
      const found = schedulers.map((s) => ({ key: s.key, pattern: s.pattern, tz: s.tz })).sort((a, b) => a.key.localeCompare(b.key));
      expect(found).toEqual([
        { key: 'digest-housekeeping', pattern: '*/10 * * * *', tz: 'UTC' },
        { key: 'telegram-prune', pattern: '17 3 * * *', tz: 'UTC' },
      ]);
      for (const q of producer.queues()) await q.obliterate({ force: true });
    } finally {
      await producer.close();
    }
  });
});
