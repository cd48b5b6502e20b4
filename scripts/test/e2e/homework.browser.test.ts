import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradebookFileName } from '../../../contracts/homework.ts';
import { seedSubmission } from '../../../api/testing/homework.ts';
import { newSubscriber } from '../../../api/testing/subscriber.ts';
import { startTestApp, type TestApp } from '../../../api/testing/test-app.ts';
import { markDatabaseKind } from '../../../db/deployment.ts';
import { HomeworkAssignment, HomeworkCohortStudent } from '../../../db/index.ts';
import { seed as seedUsers } from '../../../db/seeds/01_sandbox_users.ts';
import { seed as seedHomework } from '../../../db/seeds/02_sandbox_homework.ts';
import { launchBrowser, newPage, screenshots, signInAsDemoUser } from '../browser.ts';

const shoot = screenshots('homework');

/**
 * Issue 14's browser flow, in sandbox: a new teacher creates a course (a Russian name, so the
 * export's name and BOM matter), a cohort and an assignment, adds a student and copies the
 * code, opens the gradebook and exports it (the file is opened and read), archives and restores
 * the assignment; then the demo student Mikhail reads his dashboard and his own submissions.
 */
let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  app = await startTestApp({ SANDBOX: '1' }, { browser: true });
  // The run's database is a sandbox one (the seeds refuse any other); the demo once, as `npm run dev` does.
  await markDatabaseKind(app.deps.knex, 'sandbox');
  await seedUsers(app.deps.knex);
  await seedHomework(app.deps.knex);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor({ timeout: 15_000 });
const COURSE = 'История 9Б';
const COHORT = 'Spring group';
const ASSIGNMENT = 'Essay on Peter the Great';
const STUDENT = '=1+1 Formula';

describe('Homework in the browser', () => {
  it('a new teacher builds a course, adds a student, reads and exports the gradebook, archives and restores an assignment', { timeout: 240_000 }, async () => {
    const { page } = await newPage(browser);
    const teacher = await newSubscriber(app);
    await page.goto(`${app.baseUrl}/?token=${encodeURIComponent(teacher.token)}`);
    await page.waitForURL((url) => !url.searchParams.has('token'));

    await page.goto(`${app.baseUrl}/homework`);
    await page.getByText('Welcome to Homework').waitFor();
    await shoot(page, 'welcome');

    await page.getByRole('link', { name: 'Create Course' }).or(page.getByRole('button', { name: 'Create Course' })).first().click();
    await page.getByRole('heading', { name: 'Create Course', level: 1 }).waitFor();
    const submit = page.getByRole('button', { name: 'Create Course' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Course Name' }).fill(COURSE);
    await page.getByRole('textbox', { name: 'Description' }).fill('Russia from Peter the Great to 1917.');
    await shoot(page, 'new-course');
    await submit.click();
    await toast(page, 'Course created successfully!');
    await page.waitForURL(/\/homework\/courses\/[0-9a-f-]{36}$/);
    const courseId = page.url().split('/').pop()!;
    await page.getByRole('heading', { name: COURSE, level: 1 }).waitFor();

    await page.getByRole('link', { name: 'Create Cohort' }).or(page.getByRole('button', { name: 'Create Cohort' })).first().click();
    await page.getByRole('textbox', { name: 'Cohort Name' }).fill(COHORT);
    await page.getByRole('button', { name: 'Create Cohort' }).click();
    await page.waitForURL(`${app.baseUrl}/homework/courses/${courseId}`);
    await page.getByText(COHORT, { exact: true }).first().waitFor();

    await page.getByRole('link', { name: 'Create Assignment' }).or(page.getByRole('button', { name: 'Create Assignment' })).first().click();
    await page.getByRole('textbox', { name: 'Title' }).fill(ASSIGNMENT);
    await page.getByRole('textbox', { name: 'Description' }).fill('300 words on one of his reforms.');
    await page.getByRole('spinbutton', { name: 'Maximum Score' }).fill('10');
    await page.getByRole('textbox', { name: 'Grading Prompt' }).fill('Award up to 10 points for a clear thesis and two supported reforms.');
    await shoot(page, 'new-assignment');
    await page.getByRole('button', { name: 'Create Assignment' }).click();
    await page.waitForURL(`${app.baseUrl}/homework/courses/${courseId}`);
    await page.getByText('10 points', { exact: true }).waitFor();
    await shoot(page, 'course');

    // The cohort's students: add one, copy the code the server answered.
    await page.getByRole('link', { name: `Manage ${COHORT}` }).or(page.getByRole('button', { name: `Manage ${COHORT}` })).first().click();
    await page.getByRole('heading', { name: `${COHORT} - Students`, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add Student' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Student' });
    await dialog.getByRole('textbox', { name: 'Student Name' }).fill(STUDENT);
    await dialog.getByRole('textbox', { name: 'Email' }).fill('formula@example.com');
    await dialog.getByRole('button', { name: 'Add Student' }).click();
    await page.getByText('Student added').waitFor();
    const stored = await HomeworkCohortStudent.query().findOne({ display_name: STUDENT });
    expect(stored!.telegramCode).toMatch(/^[A-Z0-9]{6}$/);
    await page.getByRole('dialog').getByText(stored!.telegramCode, { exact: true }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: `Copy code of ${STUDENT}` }).click();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(stored!.telegramCode);
    await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
    await page.getByText('Pending', { exact: true }).first().waitFor();
    await page.getByText('How pending students join').waitFor();
    await shoot(page, 'students');

    // The bot is the next issue: the student's graded answer is stored as it will store it.
    const assignment = await HomeworkAssignment.query().findOne({ title: ASSIGNMENT });
    await seedSubmission({ assignmentId: assignment!.id, cohortStudentId: stored!.id, score: 8 });

    await page.goto(`${app.baseUrl}/homework/courses/${courseId}/gradebook`);
    await page.getByRole('columnheader', { name: new RegExp(ASSIGNMENT) }).waitFor();
    const row = page.getByRole('row', { name: new RegExp(STUDENT.replace(/[+=]/g, '\\$&')) });
    await row.getByText('8/10').or(row.getByText('8', { exact: true })).first().waitFor();
    await shoot(page, 'gradebook');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(gradebookFileName(COURSE, new Date()));
    await toast(page, 'Gradebook exported successfully!');
    const bytes = readFileSync((await download.path()));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe(`Student,Email,Cohort,Telegram,${ASSIGNMENT} (/10),Total earned,Total possible,Average %`);
    expect(lines[1]).toBe(`'${STUDENT},formula@example.com,${COHORT},Not Connected,8,8,10,80`);

    // Archive the assignment from the course page, restore it from the Archive.
    await page.goto(`${app.baseUrl}/homework/courses/${courseId}`);
    await page.getByRole('button', { name: `Archive ${ASSIGNMENT}` }).click();
    await page.getByRole('dialog', { name: 'Archive Assignment' }).getByRole('button', { name: 'Archive' }).click();
    await toast(page, 'Assignment archived');
    await page.goto(`${app.baseUrl}/homework/archive`);
    await page.getByRole('tab', { name: 'Archived Assignments (1)' }).click();
    await shoot(page, 'archive');
    await page.getByRole('button', { name: `Restore ${ASSIGNMENT}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
    await page.getByRole('tab', { name: 'Archived Assignments (0)' }).waitFor();
    expect((await HomeworkAssignment.query().findById(assignment!.id))!.archivedAt).toBeNull();
    await page.goto(`${app.baseUrl}/homework/courses/${courseId}`);
    await page.getByText(ASSIGNMENT, { exact: true }).first().waitFor();
  });

  it('the demo student reads his dashboard and his own submissions', { timeout: 120_000 }, async () => {
    const { page } = await newPage(browser);
    await signInAsDemoUser(page, app.baseUrl, 'mikhail@sandbox.test');
    await page.goto(`${app.baseUrl}/homework`);
    await page.getByText('Enrolled Courses').waitFor();
    await page.getByText('World History, Grade 10').first().waitFor();
    await shoot(page, 'student-dashboard');
    await page.getByRole('link', { name: /World History, Grade 10/ }).first().click();
    await page.waitForURL(/\/homework\/courses\/[0-9a-f-]{36}\/assignments$/);
    await page.getByText('The causes of the First World War').first().waitFor();
    await shoot(page, 'student-assignments');
  });

  it('the demo teacher reads her dashboard with its chart, the demo course and its gradebook', { timeout: 120_000 }, async () => {
    const { page } = await newPage(browser);
    await signInAsDemoUser(page, app.baseUrl, 'anna@sandbox.test');
    await page.goto(`${app.baseUrl}/homework`);
    await page.getByRole('heading', { name: 'Submissions per week' }).waitFor();
    await page.getByText('Pending Review').waitFor();
    await shoot(page, 'teacher-dashboard');
    await page.getByRole('link', { name: 'Gradebook of World History, Grade 10' }).or(page.getByRole('button', { name: 'Gradebook of World History, Grade 10' })).first().click();
    await page.waitForURL(/\/gradebook$/);
    await page.getByRole('columnheader', { name: /The causes of the First World War/ }).waitFor();
    expect(await page.getByRole('row').count()).toBeGreaterThan(30);
    await shoot(page, 'demo-gradebook');
  });
});
