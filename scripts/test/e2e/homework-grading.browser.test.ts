import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../api/testing/test-app.ts';
import { markDatabaseKind } from '../../../db/deployment.ts';
import { HomeworkAssignment, HomeworkCohortStudent, HomeworkGrade, HomeworkSubmission } from '../../../db/index.ts';
import { seed as seedUsers } from '../../../db/seeds/01_sandbox_users.ts';
import { seed as seedHomework } from '../../../db/seeds/02_sandbox_homework.ts';
import { expectAccessible, newPage, screenshots, signInAsDemoUser } from '../browser.ts';
import { botMessages, botMessage, send } from './sandbox-chat.ts';
import { startSandboxStack, type SandboxStack } from './sandbox-stack.ts';

const shoot = screenshots('homework-grading');

/**
 * Issue 15's browser flow, in sandbox: a demo Telegram user joins the demo course in the
 * homework bot with a Pending student's code, submits a typed answer (graded and told in the
 * chat) and the 'Handwritten homework' photo (read at low legibility, so held); the teacher finds
 * it in 'Needs review' and changes the score (the student is told), then runs Regrade All on the
 * first assignment and watches it finish; the student is told the new grade.
 */
let stack: SandboxStack | undefined;
let app: TestApp;
let browser: Browser;
const CHEN = 100_000_003;
const FIRST = 'The causes of the First World War';
const SECOND = 'Primary source: the Treaty of Versailles';

beforeAll(async () => {
  stack = await startSandboxStack('hw-grading', { temporalWorker: true });
  ({ app, browser } = stack);
  await markDatabaseKind(app.deps.knex, 'sandbox');
  await seedUsers(app.deps.knex);
  await seedHomework(app.deps.knex);
});
afterAll(() => stack?.close());

/** Picks an assignment from the bot's latest list. */
async function pick(chat: Page, title: string) {
  await send(chat, '/assignments');
  await botMessage(chat, 'Choose one to answer').getByRole('button', { name: new RegExp(`^${title.replace(/[()]/g, '\\$&')}`) }).click();
  await botMessage(chat, `Your answer to ${title}`).waitFor({ timeout: 20_000 });
}
const gradeMessages = (chat: Page, title: string) => botMessages(chat).filter({ hasText: `📝 ${title}:` });

describe('Homework grading in the browser', () => {
  it('a student joins and submits in the chat, the AI grades, the teacher reviews a held grade and regrades all', { timeout: 300_000 }, async () => {
    const { context, page: chat } = await newPage(browser);

    // The student: joins with the code the teacher gave (a Pending student of Group A).
    await chat.goto(`${app.baseUrl}/sandbox-chat?bot=homework&user=${CHEN}&start=HW0008`);
    await botMessage(chat, 'Welcome to World History, Grade 10 — Group A').waitFor({ timeout: 20_000 });
    const student = await HomeworkCohortStudent.query().findOne({ telegram_code: 'HW0008' });
    expect(student).toMatchObject({ isActive: true, telegramUserId: CHEN });
    await expectAccessible(chat);

    // A typed answer to the first assignment: graded and told in the chat.
    await pick(chat, FIRST);
    await send(chat, 'The long-term causes were the alliance system, militarism and the arms race, imperialism and nationalism in the Balkans. The July crisis after Sarajevo turned a local war into a general war, because each alliance pulled the next power in.');
    await botMessage(chat, 'Added').getByRole('button', { name: 'Submit' }).click();
    await botMessage(chat, `Submitted version 1 of ${FIRST}`).waitFor({ timeout: 20_000 });
    await gradeMessages(chat, FIRST).first().waitFor({ timeout: 30_000 });
    await shoot(chat, 'graded-in-chat');

    // The handwritten photo to the second assignment: read at low legibility, so held.
    await pick(chat, SECOND);
    await chat.getByRole('button', { name: 'Samples' }).click();
    await chat.getByRole('menuitem', { name: 'Handwritten homework' }).click();
    await botMessage(chat, 'Added').getByRole('button', { name: 'Submit' }).click();
    await botMessage(chat, `Submitted version 1 of ${SECOND}`).waitFor({ timeout: 20_000 });
    const second = await HomeworkAssignment.query().findOne({ title: SECOND }).throwIfNotFound();
    await expect.poll(async () => (await HomeworkSubmission.query().findOne({ assignment_id: second.id, cohort_student_id: student!.id }))?.status, { timeout: 30_000 }).toBe('needs_review');
    expect(await gradeMessages(chat, SECOND).count()).toBe(0);

    // The teacher: the held grade is in 'Needs review', with what the AI read from the photo.
    const page = await context.newPage();
    await signInAsDemoUser(page, app.baseUrl, 'anna@sandbox.test');
    await page.goto(`${app.baseUrl}/homework/assignments/${second.id}`);
    await page.getByRole('heading', { name: SECOND, level: 1 }).waitFor();
    const name = student!.displayName;
    const change = page.getByRole('button', { name: `Change score of ${name}` });
    await change.waitFor({ timeout: 15_000 });
    await page.getByText('What the AI read').first().waitFor();
    await shoot(page, 'needs-review');
    await change.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('spinbutton', { name: 'Score' }).fill('7');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Read the handwriting myself: three terms named.');
    await dialog.getByRole('button', { name: 'Save Score' }).click();
    await page.getByText('Score saved').first().waitFor();
    await gradeMessages(chat, SECOND).first().waitFor({ timeout: 20_000 });
    expect(await gradeMessages(chat, SECOND).first().textContent()).toContain('7/10');

    // Regrade All on the first assignment, watched to the end; the student hears the new grade.
    const first = await HomeworkAssignment.query().findOne({ title: FIRST }).throwIfNotFound();
    await page.goto(`${app.baseUrl}/homework/assignments/${first.id}`);
    await page.getByRole('heading', { name: FIRST, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Regrade All Submissions' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Regrade All' }).click();
    await page.getByText('Assignment re-grading started. Students will be notified when complete. This may take a few minutes.').first().waitFor();
    await page.getByRole('progressbar', { name: 'Re-grading progress' }).waitFor({ timeout: 10_000 }).catch(() => undefined);
    await shoot(page, 'regrading');
    await page.getByText(/Re-grading complete: \d+ of \d+ submissions regraded/).waitFor({ timeout: 120_000 });
    await shoot(page, 'regraded');
    const own = await HomeworkSubmission.query().findOne({ assignment_id: first.id, cohort_student_id: student!.id });
    expect(await HomeworkGrade.query().where({ submission_id: own!.id }).whereLike('grade_key', 'run-%')).toHaveLength(1);
    await expect.poll(() => gradeMessages(chat, FIRST).count(), { timeout: 30_000 }).toBe(2);
    await shoot(chat, 'told-after-regrade');

    // A student answers from the console too: Mikhail sends text and a file (a Cyrillic name), and his new version is graded.
    const console = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInAsDemoUser(console, app.baseUrl, 'mikhail@sandbox.test');
    await console.goto(`${app.baseUrl}/homework/courses/${first.courseId}/assignments`);
    await console.getByRole('button', { name: `Submit an answer to ${SECOND}` }).click();
    const form = console.getByRole('dialog');
    await form.getByRole('textbox', { name: 'Your answer' }).fill('Alsace-Lorraine returned to France, the army cut to 100,000 men, and the war guilt clause: Germany saw a dictated peace.');
    // The labelled file input itself ('Attach files' is its visible label).
    await form.getByLabel('Attach files').setInputFiles({ name: 'Версаль.txt', mimeType: 'text/plain', buffer: Buffer.from('Germany called the treaty a Diktat.') });
    await form.getByText('Версаль.txt').waitFor();
    await expectAccessible(console);
    await form.getByRole('button', { name: 'Submit', exact: true }).click();
    await console.getByText(/Answer sent: version \d+/).first().waitFor({ timeout: 15_000 });
    const mikhail = await HomeworkCohortStudent.query().where({ display_name: 'Mikhail Orlov' }).first().throwIfNotFound();
    const sent = await HomeworkSubmission.query().where({ assignment_id: second.id, cohort_student_id: mikhail.id, channel: 'web' }).withGraphFetched('files').first().throwIfNotFound();
    expect(sent.files?.map((f) => f.originalName)).toEqual(['Версаль.txt']);
    await expect.poll(async () => (await HomeworkSubmission.query().findById(sent.id))?.status, { timeout: 30_000 }).not.toBe('pending');
    await shoot(console, 'student-submitted');
  });
});
