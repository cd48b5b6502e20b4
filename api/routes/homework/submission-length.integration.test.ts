import nock from 'nock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOMEWORK_LIMITS } from '../../../contracts/homework.ts';
import { HomeworkSubmission } from '../../../db/index.ts';
import { gradedClassroom, homeworkCaller, type HomeworkCaller } from '../../testing/homework.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

let app: TestApp;
let teacher: HomeworkCaller;

beforeAll(async () => {
  nock.disableNetConnect();
  nock.enableNetConnect(/127\.0\.0\.1|localhost/);
  app = await startTestApp();
  teacher = await homeworkCaller(app.baseUrl);
});
afterAll(async () => {
  await app.close();
  nock.enableNetConnect();
});

async function postForm(caller: HomeworkCaller, fields: Record<string, string>, files: { name: string; type: string; bytes: Buffer }[]) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append('files', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  const res = await fetch(`${app.baseUrl}/api/homework/submissions`, { method: 'POST', headers: { authorization: `Bearer ${caller.token}` }, body: form });
  return { status: res.status, body: (await res.json()) as { data?: { id: string }; error?: string; message?: string } };
}

const text = (characters: number, letter = 'a') => Buffer.from(letter.repeat(characters));

describe('POST /homework/submissions: text files count against the answer limit', () => {
  it('refuses typed text and text files over the limit together, saying how long it was, and makes nothing', async () => {
    const { assignment, student } = await gradedClassroom(app.baseUrl, teacher);
    const content = 'My answer is in the files.';
    // Ten files of 10 MB each went whole into a grading request before; two under the limit each are already too much together.
    const half = HOMEWORK_LIMITS.contentMax / 2;
    const refused = await postForm(student, { assignmentId: assignment.id, content }, [
      { name: 'a.txt', type: 'text/plain', bytes: text(half) },
      { name: 'b.md', type: 'text/markdown', bytes: text(half) },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBeDefined();
    expect(refused.body.message).toContain(`together are ${content.length + 2 * half} characters; an answer takes at most ${HOMEWORK_LIMITS.contentMax}`);
    expect(await HomeworkSubmission.query().where({ assignment_id: assignment.id })).toHaveLength(0);
  });

  it('counts characters, not bytes (Cyrillic is two bytes a letter), and takes an answer at the limit', async () => {
    const { assignment, student } = await gradedClassroom(app.baseUrl, teacher);
    const content = 'Ответ в файле.';
    const taken = await postForm(student, { assignmentId: assignment.id, content }, [{ name: 'ответ.txt', type: 'text/plain', bytes: text(HOMEWORK_LIMITS.contentMax - content.length, 'ж') }]);
    expect(taken.status).toBe(201);
    const over = await postForm(student, { assignmentId: assignment.id, content: `${content}!` }, [{ name: 'ответ.txt', type: 'text/plain', bytes: text(HOMEWORK_LIMITS.contentMax - content.length, 'ж') }]);
    expect(over.status).toBe(400);
  });

  it('does not count pictures and PDFs: the vision model reads them', async () => {
    const { assignment, student } = await gradedClassroom(app.baseUrl, teacher);
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), text(HOMEWORK_LIMITS.contentMax * 2), Buffer.from('\n%%EOF\n')]);
    const taken = await postForm(student, { assignmentId: assignment.id, content: 'See the PDF.' }, [{ name: 'essay.pdf', type: 'application/pdf', bytes: pdf }]);
    expect(taken.status).toBe(201);
  });
});
