import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import nock from 'nock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../../core/config.ts';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../../../core/dependency-unavailable.ts';
import { HomeworkSubmission } from '../../../db/index.ts';
import { homeworkCaller, seedSubmission, type HomeworkCaller, gradedClassroom } from '../../testing/homework.ts';
import { eventually } from '../../../scripts/test/kit/eventually.ts';
import { startTcpProxy, type TcpProxy } from '../../../scripts/test/tcp-proxy.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * A submission writes a row and queues its grading job. While Redis is down the job is refused
 * (503): no row may be left that no job will ever grade.
 */
let app: TestApp;
let proxy: TcpProxy;
let teacher: HomeworkCaller;
let redis: Redis;
let homeworkQueue: Queue;

beforeAll(async () => {
  nock.disableNetConnect();
  nock.enableNetConnect(/127\.0\.0\.1|localhost/);
  const cfg = config();
  const redisUrl = new URL(cfg.REDIS_URL);
  proxy = await startTcpProxy({ host: redisUrl.hostname, port: Number(redisUrl.port || 6379) });
  redisUrl.hostname = '127.0.0.1';
  redisUrl.port = String(proxy.port);
  app = await startTestApp({ REDIS_URL: redisUrl.toString() });
  teacher = await homeworkCaller(app.baseUrl);
  redis = new Redis(cfg.REDIS_URL, { maxRetriesPerRequest: null });
  homeworkQueue = new Queue('homework', { connection: redis, prefix: cfg.QUEUE_PREFIX });
});
afterAll(async () => {
  await homeworkQueue.close();
  redis.disconnect();
  await app.close();
  await proxy.close();
  nock.enableNetConnect();
});

const classroom = () => gradedClassroom(app.baseUrl, teacher);

async function submit(student: HomeworkCaller, assignmentId: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${app.baseUrl}/api/homework/submissions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${student.token}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ assignmentId, content: 'Alliances and militarism.' }),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as { data?: { id: string }; error?: string; message?: string } };
}

describe('homework while Redis is down', () => {
  it('a submission without an Idempotency-Key is refused with 503 and leaves no row; with one, the retry after Redis is back grades the kept row', async () => {
    const { assignment, student } = await classroom();
    await proxy.stop();
    try {
      const refused = await submit(student, assignment.id);
      expect(refused).toMatchObject({ status: 503, retryAfter: '5', body: { error: 'service_unavailable', message: SERVICE_UNAVAILABLE_MESSAGE } });
      expect(await HomeworkSubmission.query().where({ assignment_id: assignment.id })).toEqual([]);

      const keyed = await submit(student, assignment.id, { 'idempotency-key': 'outage-1' });
      expect(keyed.status).toBe(503);
      expect(await HomeworkSubmission.query().where({ assignment_id: assignment.id })).toHaveLength(1);
    } finally {
      await proxy.start();
    }
    const retried = await eventually(
      async () => {
        const answer = await submit(student, assignment.id, { 'idempotency-key': 'outage-1' });
        return answer.status === 201 && answer;
      },
      'the retried submission to be answered 201',
      { timeoutMs: 10_000, intervalMs: 250 },
    );
    const rows = await HomeworkSubmission.query().where({ assignment_id: assignment.id });
    expect(rows.map((r) => r.id)).toEqual([retried.body.data!.id]);
    expect(await homeworkQueue.getJob(`homework-grade-${retried.body.data!.id}-submitted`)).toBeDefined();
  });

  it('a regrade refused with 503 leaves the submission as it was, not pending without a job', async () => {
    const { assignment, row } = await classroom();
    const graded = await seedSubmission({ assignmentId: assignment.id, cohortStudentId: row.id, score: 5 });
    await proxy.stop();
    try {
      const res = await teacher.call('POST', `/homework/submissions/${graded.id}/regrade`);
      expect(res.status).toBe(503);
      expect((await HomeworkSubmission.query().findById(graded.id))?.status).toBe('graded');
    } finally {
      await proxy.start();
    }
  });
});
