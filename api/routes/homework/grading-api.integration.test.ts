import { readdir } from 'node:fs/promises';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import nock from 'nock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HomeworkSubmission, HomeworkSubmissionFile } from '../../../db/index.ts';
import { config } from '../../../core/config.ts';
import { homeworkCaller, seedSubmission, type HomeworkCaller, gradedClassroom } from '../../testing/homework.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

let app: TestApp;
let teacher: HomeworkCaller;
let redis: Redis;
let homeworkQueue: Queue;

// A PNG's signature and a minimal header: what file-type recognises as image/png.
const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

beforeAll(async () => {
  nock.disableNetConnect();
  nock.enableNetConnect(/127\.0\.0\.1|localhost/);
  app = await startTestApp();
  teacher = await homeworkCaller(app.baseUrl);
  const cfg = config();
  redis = new Redis(cfg.REDIS_URL, { maxRetriesPerRequest: null });
  homeworkQueue = new Queue('homework', { connection: redis, prefix: cfg.QUEUE_PREFIX });
});
afterAll(async () => {
  await homeworkQueue.close();
  redis.disconnect();
  await app.close();
  nock.enableNetConnect();
});

const classroom = () => gradedClassroom(app.baseUrl, teacher);

async function postForm(caller: HomeworkCaller, fields: Record<string, string>, files: { name: string; type: string; bytes: Buffer }[], headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append('files', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  const res = await fetch(`${app.baseUrl}/api/homework/submissions`, { method: 'POST', headers: { authorization: `Bearer ${caller.token}`, ...headers }, body: form });
  return { status: res.status, body: (await res.json()) as { data?: { id: string; version: number; files: { id: string; fileType: string }[] }; error?: string; message?: string } };
}

const storedFiles = async () => readdir(config().HOMEWORK_FILES_DIR, { recursive: true }).catch(() => [] as string[]);

describe('POST /homework/submissions', () => {
  it('takes a student\'s answer with files (checked by their bytes), makes versions, and queues one grading job each', async () => {
    const { assignment, student, row } = await classroom();
    const first = await postForm(student, { assignmentId: assignment.id, content: 'Alliances and militarism.' }, [
      { name: 'page.png', type: 'image/png', bytes: png },
      { name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('Imperialism, nationalism') },
    ]);
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ version: 1, content: 'Alliances and militarism.', status: 'pending', cohortStudent: { id: row.id } });
    expect(first.body.data!.files.map((f) => f.fileType).sort()).toEqual(['image/png', 'text/plain']);
    expect(await homeworkQueue.getJob(`homework-grade-${first.body.data!.id}-submitted`)).toBeDefined();

    const second = await student.call('POST', '/homework/submissions', { assignmentId: assignment.id, content: 'A better answer.' });
    expect(second.status).toBe(201);
    expect(second.body.data.version).toBe(2);
  });

  it('answers a repeated request (same Idempotency-Key) with the same submission', async () => {
    const { assignment, student } = await classroom();
    const headers = { 'idempotency-key': 'retry-1' };
    const a = await postForm(student, { assignmentId: assignment.id, content: 'Once' }, [{ name: 'a.pdf', type: 'application/pdf', bytes: pdf }], headers);
    const b = await postForm(student, { assignmentId: assignment.id, content: 'Once' }, [{ name: 'a.pdf', type: 'application/pdf', bytes: pdf }], headers);
    expect(b.body.data!.id).toBe(a.body.data!.id);
    expect(await HomeworkSubmission.query().where({ assignment_id: assignment.id })).toHaveLength(1);
    expect(await HomeworkSubmissionFile.query().where({ submission_id: a.body.data!.id })).toHaveLength(1);
  });

  it('refuses a file of another type or over the limit, naming it, and stores nothing', async () => {
    const { assignment, student } = await classroom();
    const before = (await storedFiles()).length;
    const exe = await postForm(student, { assignmentId: assignment.id, content: 'x' }, [{ name: 'essay.png', type: 'image/png', bytes: Buffer.from('MZ\x90\x00 this is really a program') }]);
    expect(exe.status).toBe(400);
    expect(exe.body.message).toContain('essay.png is not a file we take');
    const big = await postForm(student, { assignmentId: assignment.id, content: 'x' }, [{ name: 'scan.pdf', type: 'application/pdf', bytes: Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]) }]);
    expect(big.status).toBe(400);
    expect(big.body.message).toContain('scan.pdf is over 10 MB');
    const empty = await student.call('POST', '/homework/submissions', { assignmentId: assignment.id, content: '  ' });
    expect(empty.status).toBe(400);
    expect(await HomeworkSubmission.query().where({ assignment_id: assignment.id })).toHaveLength(0);
    expect((await storedFiles()).length).toBe(before);
  });

  it('is 404 for someone who is not a student of the course, 400 for a bad id', async () => {
    const { assignment } = await classroom();
    const stranger = await homeworkCaller(app.baseUrl, 'Stranger');
    expect((await stranger.call('POST', '/homework/submissions', { assignmentId: assignment.id, content: 'hi' })).status).toBe(404);
    const bad = await stranger.call('POST', '/homework/submissions', { assignmentId: 'nope', content: 'hi' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('assignmentId');
  });
});

describe('files through short-lived links', () => {
  it('serves a file to its teacher and its student only, by a link that opens that file alone', async () => {
    const { assignment, student } = await classroom();
    const made = await postForm(student, { assignmentId: assignment.id, content: 'See picture' }, [{ name: 'page.png', type: 'image/png', bytes: png }]);
    const fileId = made.body.data!.files[0]!.id;
    const link = (await teacher.call('GET', `/homework/files/${fileId}`)).body.data;
    expect(link).toMatchObject({ originalName: 'page.png', fileType: 'image/png', inline: true });
    const served = await fetch(`${app.baseUrl}${link.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    expect((await student.call('GET', `/homework/files/${fileId}`)).status).toBe(200);

    const other = await classroom();
    expect((await other.student.call('GET', `/homework/files/${fileId}`)).status).toBe(404);
    const otherFile = (await postForm(other.student, { assignmentId: other.assignment.id, content: 'mine' }, [{ name: 'mine.png', type: 'image/png', bytes: png }])).body.data!.files[0]!.id;
    const token = new URL(link.url, app.baseUrl).searchParams.get('token')!;
    expect((await fetch(`${app.baseUrl}/api/homework/files/${otherFile}/content?token=${encodeURIComponent(token)}`)).status).toBe(404);
    expect((await fetch(`${app.baseUrl}/api/homework/files/${fileId}/content?token=forged`)).status).toBe(404);
    expect((await fetch(`${app.baseUrl}/api/homework/files/${fileId}/content`)).status).toBe(400);
  });
});

describe('review and regrade', () => {
  it('accepts a held AI grade once, and refuses one without a score', async () => {
    const { assignment, row } = await classroom();
    const held = await seedSubmission({ assignmentId: assignment.id, cohortStudentId: row.id, score: 6, status: 'needs_review' });
    const accepted = await teacher.call('POST', `/homework/submissions/${held.id}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ status: 'graded', finalScore: 6, gradedBy: 'ai' });
    expect((await teacher.call('POST', `/homework/submissions/${held.id}/accept`)).status).toBe(409);
    const empty = await seedSubmission({ assignmentId: assignment.id, cohortStudentId: row.id, status: 'needs_review' });
    expect((await teacher.call('POST', `/homework/submissions/${empty.id}/accept`)).body.message).toBe('The AI gave no grade to accept: set a score instead.');
  });

  it('queues a regrade of one submission, its teacher only', async () => {
    const { assignment, row, student } = await classroom();
    const s = await seedSubmission({ assignmentId: assignment.id, cohortStudentId: row.id, score: 5 });
    expect((await student.call('POST', `/homework/submissions/${s.id}/regrade`)).status).toBe(404);
    const res = await teacher.call('POST', `/homework/submissions/${s.id}/regrade`);
    expect(res.status).toBe(202);
    expect(res.body.data.status).toBe('pending');
    const jobs = await homeworkQueue.getJobs(['waiting', 'prioritized', 'delayed', 'active']);
    expect(jobs.filter((j) => (j.data as { submissionId: string }).submissionId === s.id && j.id!.includes('-regrade-'))).toHaveLength(1);
  });
});
