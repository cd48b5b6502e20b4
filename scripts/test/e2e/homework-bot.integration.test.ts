import { randomInt, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'bullmq';
import { pino } from 'pino';
import type { Update } from 'telegraf/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../kit/eventually.ts';
import { jobsOf } from '../kit/queues.ts';
import { HOMEWORK_LIMITS, SUBMISSION_FILE_KINDS } from '../../../contracts/homework.ts';
import type { FileStorage } from '../../../core/clients/file-storage/file-storage.ts';
import { localDiskStorage } from '../../../core/clients/file-storage/local-disk.ts';
import { createWorkerRedis } from '../../../core/clients/redis.ts';
import type { BotSettings } from '../../../core/clients/telegram/bots.ts';
import { createTelegramRuntime } from '../../../core/clients/telegram/runtime.ts';
import { createTemporal, type TemporalHandle } from '../../../core/clients/temporal.ts';
import { draftFileKey, submitDraft } from '../../../core/domain/homework/bot-draft.ts';
import { joinCohort } from '../../../core/domain/homework/join-cohort.ts';
import { newStudentCode } from '../../../core/domain/homework/student-code.ts';
import { issueLinkCode } from '../../../core/domain/telegram-link/issue-link-code.ts';
import { homeworkGrade } from '../../../core/queues/jobs/homework-grade.ts';
import { createJobProducer, type JobProducer } from '../../../core/queues/producer.ts';
import {
  connectDatabase,
  HomeworkAssignment,
  HomeworkBotDraft,
  HomeworkCohort,
  HomeworkCohortStudent,
  HomeworkCourse,
  HomeworkDraftPart,
  HomeworkSubmission,
  HomeworkSubmissionFile,
  TelegramLink,
  User,
  type Knex,
} from '../../../db/index.ts';
import { startSandboxTelegram, type RunningSandboxTelegram } from '../../../sandbox/telegram/start.ts';
import type { StoredMessage } from '../../../sandbox/telegram/store.ts';
import { botToolsOf } from '../../../workers/bot-tools.ts';
import { buildBot, type RunningBot } from '../../../workers/bots/build-bot.ts';
import { startWorkers } from '../../../workers/start-workers.ts';
import { testWorkerDeps } from '../worker-deps.ts';

/**
 * The homework bot's student side on the sandbox's fake Bot API: joining a cohort with the
 * teacher's code, listing and choosing assignments, putting an answer together from several
 * messages (files checked before they are stored) and submitting it as one versioned submission
 * with its grading job. Updates go straight to the bot as the worker builds it (buildBot, the
 * worker's real deps); its answers go through the real sending queue to the fake. Grading itself
 * is not this file's subject: the grading queue's worker is stopped, so its jobs can be counted.
 */
const prefix = `${process.env.QUEUE_PREFIX!}-homework-bot`;
const bot: BotSettings = { bot: 'homework', token: '7199000003:TEST-homework-token-0123456789abcdef', username: 'test_homework_bot', webhookSecret: `homework-secret-${randomUUID()}` };
const silent = pino({ level: 'silent' });

let knex: Knex;
let telegram: RunningSandboxTelegram;
let jobs: JobProducer;
let workers: Worker[];
let temporal: TemporalHandle;
let running: RunningBot;
let storage: FileStorage;
let folder: string;
const redis = createWorkerRedis(process.env.REDIS_URL!);
// Telegram users and update ids of this file's own (the database is shared with parallel files).
let nextUser = 7_600_000_000 + randomInt(100_000) * 100;
let nextUpdate = Math.floor(Date.now() / 10);

beforeAll(async () => {
  knex = connectDatabase(process.env.DATABASE_URL!);
  // Telegram's one-message-a-second per chat, shortened on both sides so a conversation takes no minutes.
  telegram = await startSandboxTelegram({ bots: { homework: bot }, limits: { privateChatGapMs: 0, perBotPerSecond: 10_000 } });
  jobs = createJobProducer(redis, prefix);
  const runtime = createTelegramRuntime({ bots: { homework: bot }, apiRoot: telegram.apiRoot }, redis, prefix, jobs, { botSpacingMs: 1, privateChatSpacingMs: 20, groupSpacingMs: 20 });
  temporal = createTemporal({ address: process.env.TEMPORAL_ADDRESS!, namespace: process.env.TEMPORAL_NAMESPACE!, taskQueue: `unused-${randomUUID()}` });
  folder = await mkdtemp(join(tmpdir(), 'homework-bot-'));
  storage = localDiskStorage(folder);
  const deps = testWorkerDeps({ temporal, telegram: runtime, jobs, redis, homework: { storage } });
  workers = startWorkers({ connection: redis, prefix, deps, log: silent });
  await Promise.all(workers.filter((w) => w.name === homeworkGrade.queue).map((w) => w.close()));
  running = buildBot('homework', runtime, silent, botToolsOf(deps))!;
});

afterAll(async () => {
  await Promise.all((workers ?? []).map((w) => w.close()));
  for (const q of jobs.queues()) await q.obliterate({ force: true });
  await jobs.close();
  await temporal.close();
  await telegram.close();
  redis.disconnect();
  await knex.destroy();
  await rm(folder, { recursive: true, force: true });
});

// ---- Telegram, as a student's app sends it ----

const languages = new Map<number, string>();
const newUser = (language = 'en') => {
  nextUser += 1;
  languages.set(nextUser, language);
  return nextUser;
};
const person = (id: number) => ({ id, is_bot: false, first_name: 'Masha', username: `student${id}`, language_code: languages.get(id) ?? 'en' });
const message = (userId: number, fields: Record<string, unknown>) => {
  nextUpdate += 1;
  return { update_id: nextUpdate, message: { message_id: nextUpdate, date: Math.floor(Date.now() / 1000), chat: { id: userId, type: 'private', first_name: 'Masha' }, from: person(userId), ...fields } };
};
const handle = (update: { update_id: number }) => running.handle(update as unknown as Update);
async function deliver(update: { update_id: number }) {
  expect(await handle(update)).toEqual({ outcome: 'handled' });
  return update;
}
const say = (userId: number, text: string) =>
  deliver(message(userId, { text, ...(text.startsWith('/') ? { entities: [{ type: 'bot_command', offset: 0, length: text.split(' ')[0]!.length }] } : {}) }));

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\u0000 a photo of the lab bench')]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

/** A photo as Telegram sends it: several sizes, the largest last (the small one's file is not even there). */
function photo(userId: number, bytes = JPEG, caption?: string) {
  const file = telegram.putFile('photo', 'photo.jpg', 'image/jpeg', bytes);
  return message(userId, {
    photo: [
      { file_id: `PHOTO-thumb-${randomUUID()}`, file_unique_id: 'thumb', width: 90, height: 68, file_size: 900 },
      { file_id: file.fileId, file_unique_id: file.uniqueId, width: 1280, height: 960, file_size: file.size },
    ],
    ...(caption ? { caption } : {}),
  });
}
/**
 * A document as Telegram sends it. `notFetchable`: Telegram has no such file (getFile answers 400,
 * failing the update), for a file that must be refused before a byte of it is fetched.
 * `sizeUnknown`: the message does not say its size.
 */
function documentMessage(userId: number, name: string, mimeType: string, bytes: Buffer, options: { caption?: string; notFetchable?: boolean; sizeUnknown?: boolean } = {}) {
  const file = options.notFetchable ? { fileId: `DOC-missing-${randomUUID()}`, uniqueId: 'missing', size: bytes.length } : telegram.putFile('document', name, mimeType, bytes);
  const size = options.sizeUnknown ? {} : { file_size: file.size };
  return message(userId, { document: { file_id: file.fileId, file_unique_id: file.uniqueId, file_name: name, mime_type: mimeType, ...size }, ...(options.caption ? { caption: options.caption } : {}) });
}

/** Presses an inline button of a bot message, as Telegram's client sends it. */
async function press(userId: number, botMessage: StoredMessage, label: string) {
  const button = botMessage.buttons.flat().find((b) => b.text === label);
  if (!button?.callbackData) throw new Error(`no button "${label}" on: ${botMessage.raw} (${JSON.stringify(botMessage.buttons)})`);
  nextUpdate += 1;
  const update = {
    update_id: nextUpdate,
    callback_query: {
      id: String(nextUpdate),
      from: person(userId),
      chat_instance: String(userId),
      data: button.callbackData,
      message: { message_id: botMessage.id, date: 0, chat: { id: userId, type: 'private' }, text: botMessage.raw.replace(/<[^>]+>/g, '') },
    },
  };
  return deliver(update);
}

// ---- The bot's answers, one after another per chat ----

const answers = (chatId: number) => telegram.chat('homework', chatId).filter((m) => m.from === 'bot' && m.action === null);
const read = new Map<number, number>();
/** The chat's next answer not read yet (waiting for it to arrive). */
async function reply(chatId: number): Promise<StoredMessage> {
  const n = (read.get(chatId) ?? 0) + 1;
  read.set(chatId, n);
  return eventually(() => answers(chatId).length >= n && answers(chatId)[n - 1], `answer ${n} in chat ${chatId}`, { timeoutMs: 15_000 });
}
/** Nothing more came than what was read (given the time a stray answer would need to arrive). */
async function noMoreAnswers(chatId: number) {
  await new Promise((r) => setTimeout(r, 600));
  expect(answers(chatId).map((m) => m.raw).slice(read.get(chatId) ?? 0)).toEqual([]);
}
const labels = (m: StoredMessage) => m.buttons.flat().map((b) => b.text);

// ---- A teacher's course, seeded as the console leaves it ----

async function newTeacher() {
  const id = randomUUID().slice(0, 8);
  return User.query().insert({ googleId: `g-${id}`, email: `teacher-${id}@example.com`, name: `Teacher ${id}`, role: 'user' });
}

async function seedCourse(input: { course: string; cohort: string; students?: number; assignments?: string[] }) {
  const teacher = await newTeacher();
  const course = await HomeworkCourse.query().insert({ teacherId: teacher.id, name: input.course });
  const cohort = await HomeworkCohort.query().insert({ courseId: course.id, name: input.cohort });
  const students: HomeworkCohortStudent[] = [];
  for (let i = 0; i < (input.students ?? 1); i += 1) {
    students.push(await HomeworkCohortStudent.query().insert({ cohortId: cohort.id, displayName: `Student ${i + 1}`, telegramCode: newStudentCode() }));
  }
  const assignments: HomeworkAssignment[] = [];
  for (const [order, title] of (input.assignments ?? []).entries()) {
    assignments.push(
      await HomeworkAssignment.query().insert({ courseId: course.id, title, description: `Describe ${title} in your own words.`, gradingEnabled: true, maxScore: 10, checkPrompt: 'Grade the reasoning', sortOrder: order }),
    );
  }
  return { teacher, course, cohort, students, assignments };
}

/** A code no student has. */
async function unusedCode(): Promise<string> {
  for (;;) {
    const code = newStudentCode();
    if (!(await HomeworkCohortStudent.query().findOne({ telegram_code: code }))) return code;
  }
}

/** Six digits, 100000-999999, that are no student's code (nor, by chance, a live link code). */
async function unusedDigits(): Promise<string> {
  for (;;) {
    const code = String(randomInt(100_000, 1_000_000));
    if (!(await HomeworkCohortStudent.query().findOne({ telegram_code: code }))) return code;
  }
}

const studentRow = async (id: string) => (await HomeworkCohortStudent.query().findById(id))!;
const submissionsOf = (cohortStudentId: string) => HomeworkSubmission.query().where({ cohort_student_id: cohortStudentId }).orderBy('version');
async function gradingJobsOf(submissionId: string) {
  const all = await jobsOf(jobs.queues().find((q) => q.name === homeworkGrade.queue)!);
  return all.filter((j) => j.name === homeworkGrade.name && (j.data as { submissionId: string }).submissionId === submissionId);
}

/** A student who joined the cohort through the bot's own join (the bot's answers to it read). */
async function joined(student: HomeworkCohortStudent, language = 'en') {
  const userId = newUser(language);
  const result = await joinCohort({ code: student.telegramCode, telegramUserId: userId, locale: language === 'ru' ? 'ru' : 'en', userId: null });
  expect(result.status).toBe('joined');
  return userId;
}

/** /assignments, then the assignment's button: the draft is started. */
async function pick(userId: number, title: string) {
  await say(userId, '/assignments');
  const list = await reply(userId);
  await press(userId, list, labels(list).find((l) => l === title || l.startsWith(`${title} ✓`))!);
  return reply(userId);
}

describe('joining a cohort with the teacher’s code', () => {
  it('activates the code from /start CODE (Telegram user, language, activation time), and says so when the code comes again', async () => {
    const { students, assignments } = await seedCourse({ course: 'Algebra <1>', cohort: 'Group A', students: 2, assignments: ['Quadratics', 'Proofs'] });
    const [first, second] = students as [HomeworkCohortStudent, HomeworkCohortStudent];
    const userId = newUser('en');
    const before = Date.now();
    await say(userId, `/start ${first.telegramCode}`);
    const row = await studentRow(first.id);
    expect(row).toMatchObject({ isActive: true, telegramUserId: userId, locale: 'en', userId: null });
    expect(row.activatedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.activatedAt!.getTime()).toBeLessThanOrEqual(Date.now());

    const welcome = await reply(userId);
    expect(welcome.raw).toContain('Welcome to <b>Algebra &lt;1&gt;</b> — <b>Group A</b>');
    expect(welcome.raw).toContain('/assignments');
    expect(welcome.raw).toContain('<b>Submit</b>');
    const list = await reply(userId);
    expect(list.raw).toContain('Assignments of <b>Algebra &lt;1&gt;</b> — <b>Group A</b>');
    expect(labels(list)).toEqual(['Quadratics', 'Proofs']);
    expect(list.buttons.flat().every((b) => Buffer.byteLength(b.callbackData!) <= 64 && b.callbackData!.startsWith('hw:'))).toBe(true);

    // Typed this time, in lower case with a space: the same student, nothing changes.
    const typed = `${first.telegramCode.slice(0, 3)} ${first.telegramCode.slice(3)}`.toLowerCase();
    await say(userId, typed);
    expect((await reply(userId)).raw).toContain('You have already joined <b>Algebra &lt;1&gt;</b> — <b>Group A</b>');
    expect(labels(await reply(userId))).toEqual(['Quadratics', 'Proofs']);
    expect((await studentRow(first.id)).activatedAt).toEqual(row.activatedAt);

    // A Russian-speaking student: their row keeps the language grades will be told in.
    const russian = newUser('ru');
    await say(russian, second.telegramCode.toLowerCase());
    expect(await studentRow(second.id)).toMatchObject({ isActive: true, telegramUserId: russian, locale: 'ru' });
    expect((await reply(russian)).raw).toContain('Добро пожаловать в <b>Algebra &lt;1&gt;</b> — <b>Group A</b>');
    expect(labels(await reply(russian))).toEqual(assignments.map((a) => a.title));
    await noMoreAnswers(userId);
  });

  it('answers an unknown code, a code someone else used and a second code of the same cohort clearly, changing nothing', async () => {
    const { students } = await seedCourse({ course: 'Geometry', cohort: 'Group B', students: 2, assignments: ['Triangles'] });
    const [taken, spare] = students as [HomeworkCohortStudent, HomeworkCohortStudent];
    const owner = await joined(taken);

    const other = newUser();
    await say(other, taken.telegramCode);
    expect((await reply(other)).raw).toBe('This code has already been used by another Telegram account. If it is yours, ask your teacher for a new one.');
    expect(await studentRow(taken.id)).toMatchObject({ telegramUserId: owner, isActive: true });

    await say(other, await unusedCode());
    expect((await reply(other)).raw).toBe('I do not know this code. Check the 6-character code your teacher gave you and send it again.');
    await say(other, `/start ${await unusedCode()}`);
    expect((await reply(other)).raw).toBe('I do not know this code. Check the 6-character code your teacher gave you and send it again.');

    await say(owner, spare.telegramCode);
    expect((await reply(owner)).raw).toContain('Your Telegram account has already joined <b>Geometry</b> — <b>Group B</b> with another code');
    expect(await studentRow(spare.id)).toMatchObject({ isActive: false, telegramUserId: null, activatedAt: null });
    await noMoreAnswers(other);
    await noMoreAnswers(owner);
  });

  it('joins with a code of six digits (which linking alone would read as an account link code), and records the account of a linked chat', async () => {
    const { students } = await seedCourse({ course: 'Arithmetic', cohort: 'Digits', students: 2, assignments: ['Sums'] });
    const [digits, linkedOne] = students as [HomeworkCohortStudent, HomeworkCohortStudent];
    await HomeworkCohortStudent.query().patch({ telegramCode: await unusedDigits() }).where('id', digits.id);
    const code = (await studentRow(digits.id)).telegramCode;
    const userId = newUser();
    await say(userId, code);
    expect((await reply(userId)).raw).toContain('Welcome to <b>Arithmetic</b> — <b>Digits</b>');
    expect(labels(await reply(userId))).toEqual(['Sums']);
    expect(await studentRow(digits.id)).toMatchObject({ isActive: true, telegramUserId: userId, userId: null });

    // A chat linked to a platform account: the student's row learns the account (their work in the console).
    const account = await newTeacher();
    const chat = newUser();
    await say(chat, `/start ${(await issueLinkCode(account.id, 'homework')).code}`);
    await reply(chat);
    await say(chat, `/start ${linkedOne.telegramCode}`);
    expect((await reply(chat)).raw).toContain('Welcome to <b>Arithmetic</b> — <b>Digits</b>');
    await reply(chat);
    expect(await studentRow(linkedOne.id)).toMatchObject({ isActive: true, telegramUserId: chat, userId: account.id });
    await noMoreAnswers(userId);
    await noMoreAnswers(chat);
  });

  it('lets exactly one of two Telegram users racing for one code win', async () => {
    const { students } = await seedCourse({ course: 'Statistics', cohort: 'Group C', students: 1 });
    const code = students[0]!.telegramCode;
    const [a, b] = [newUser(), newUser()];
    const results = await Promise.all([a, b].map((telegramUserId) => joinCohort({ code, telegramUserId, locale: 'en', userId: null })));
    expect(results.map((r) => r.status).sort()).toEqual(['joined', 'used']);
    const winner = results[0]!.status === 'joined' ? a : b;
    expect(await studentRow(students[0]!.id)).toMatchObject({ telegramUserId: winner, isActive: true });
    // The winner's code delivered twice at once: joined once, the other delivery sees it is theirs.
    const again = await Promise.all([0, 1].map(() => joinCohort({ code, telegramUserId: winner, locale: 'en', userId: null })));
    expect(again.map((r) => r.status)).toEqual(['already_joined', 'already_joined']);
  });

  it('still links a teacher with a 6-digit account code, and leaves a linked chat that is no student’s to the shared answers', async () => {
    const teacher = await newTeacher();
    const code = await unusedDigits();
    await issueLinkCode(teacher.id, 'homework', code);
    const chat = newUser();
    await say(chat, code);
    expect((await reply(chat)).raw).toBe(`Done: this chat is linked to <b>${teacher.email}</b>. Send /stop to unlink it.`);
    expect(await TelegramLink.query().findOne({ bot: 'homework', chat_id: chat })).toMatchObject({ userId: teacher.id });
    await say(chat, 'hello');
    expect((await reply(chat)).raw).toBe('Got your message.');

    const stranger = newUser();
    await say(stranger, 'hello, I want to hand in my homework');
    expect((await reply(stranger)).raw).toContain('send me the 6-character code your teacher gave you');
    await say(stranger, '/assignments');
    expect((await reply(stranger)).raw).toContain('send me the 6-character code your teacher gave you');
  });
});

describe('choosing an assignment', () => {
  it('a student of several cohorts chooses the cohort, then sees its open assignments with the version they submitted', async () => {
    const biology = await seedCourse({ course: 'Biology', cohort: 'Morning', assignments: ['Cells', 'Old lab'] });
    const chemistry = await seedCourse({ course: 'Chemistry', cohort: 'Evening', assignments: ['Acids', 'Bases'] });
    const archived = await seedCourse({ course: 'Archived course', cohort: 'Past', assignments: ['Gone'] });
    const userId = await joined(chemistry.students[0]!);
    await joinCohort({ code: biology.students[0]!.telegramCode, telegramUserId: userId, locale: 'en', userId: null });
    await joinCohort({ code: archived.students[0]!.telegramCode, telegramUserId: userId, locale: 'en', userId: null });
    await HomeworkAssignment.query().patch({ archivedAt: new Date() }).where('id', biology.assignments[1]!.id);
    await HomeworkCourse.query().patch({ archivedAt: new Date() }).where('id', archived.course.id);
    const bases = chemistry.assignments[1]!;
    for (const version of [1, 2]) {
      await HomeworkSubmission.query().insert({ assignmentId: bases.id, cohortStudentId: chemistry.students[0]!.id, version, content: `v${version}`, status: 'pending', channel: 'web' });
    }

    await say(userId, '/assignments');
    const cohorts = await reply(userId);
    expect(cohorts.raw).toBe('You study in several cohorts. Choose one:');
    expect(labels(cohorts)).toEqual(['Biology — Morning', 'Chemistry — Evening']);

    await press(userId, cohorts, 'Chemistry — Evening');
    const list = await reply(userId);
    expect(list.raw).toContain('Assignments of <b>Chemistry</b> — <b>Evening</b>');
    expect(list.raw).toContain('✓ vN: already submitted');
    expect(labels(list)).toEqual(['Acids', 'Bases ✓ v2']);

    await press(userId, cohorts, 'Biology — Morning');
    expect(labels(await reply(userId))).toEqual(['Cells']);

    // /start without a code greets the student with the same choice.
    await say(userId, '/start');
    expect((await reply(userId)).raw).toContain('Hello! I am <b>Homework Bot</b>');
    expect(labels(await reply(userId))).toEqual(['Biology — Morning', 'Chemistry — Evening']);
    // A message before choosing an assignment: choose first.
    await say(userId, 'Here is my answer');
    const chooseFirst = await reply(userId);
    expect(chooseFirst.raw).toMatch(/^Choose the assignment first, then send your answer\.\n\nYou study in several cohorts/);
    expect(await HomeworkBotDraft.query().findById(userId)).toBeUndefined();
    await noMoreAnswers(userId);
  });
});

describe('answering and submitting', () => {
  it('collects text, a photo and a document, refuses a wrong type and an oversized file storing nothing, and submits once with the files and one grading job', async () => {
    const { students, assignments } = await seedCourse({ course: 'Physics', cohort: 'G1', assignments: ['Lab report'] });
    const student = students[0]!;
    const userId = await joined(student);

    const picked = await pick(userId, 'Lab report');
    expect(picked.raw).toContain('Your answer to <b>Lab report</b> (Physics)');
    expect(picked.raw).toContain('Describe Lab report in your own words.');
    expect(picked.raw).toContain(`at most ${HOMEWORK_LIMITS.filesPerSubmission}`);
    expect(await HomeworkBotDraft.query().findById(userId)).toMatchObject({ cohortStudentId: student.id, assignmentId: assignments[0]!.id });

    const textUpdate = await say(userId, 'The forces balance.');
    const afterText = await reply(userId);
    expect(afterText.raw).toBe('Added your text. Your answer has 1 part. Send more, or press <b>Submit</b>.');
    expect(labels(afterText)).toEqual(['Submit', 'Cancel']);
    await deliver(textUpdate);
    expect(await HomeworkDraftPart.query().where('telegram_user_id', userId)).toHaveLength(1);

    const photoUpdate = await deliver(photo(userId, JPEG, 'My setup'));
    expect((await reply(userId)).raw).toBe('Added the photo. Your answer has 2 parts, 1 of them file. Send more, or press <b>Submit</b>.');
    const pdfUpdate = await deliver(documentMessage(userId, 'report.pdf', 'application/pdf', PDF, { caption: 'See the table' }));
    const afterPdf = await reply(userId);
    expect(afterPdf.raw).toBe('Added <b>report.pdf</b>. Your answer has 3 parts, 2 of them files. Send more, or press <b>Submit</b>.');
    // The photo delivered again (Telegram never had our 200): still one part, its file the same key.
    await deliver(photoUpdate);
    expect(await HomeworkDraftPart.query().where('telegram_user_id', userId)).toHaveLength(3);

    // Refused by what Telegram says of them, before a byte is fetched (there is nothing to fetch).
    const ZIP = Buffer.from('PK\u0003\u0004\u0014\u0000\u0000\u0000\u0008\u0000 zipped project');
    const zip = await deliver(documentMessage(userId, 'project.zip', 'application/zip', ZIP, { notFetchable: true }));
    expect((await reply(userId)).raw).toBe(`I cannot take this file (application/zip). An answer takes ${SUBMISSION_FILE_KINDS}. Nothing was added.`);
    const huge = Buffer.concat([PDF, Buffer.alloc(HOMEWORK_LIMITS.fileMaxBytes, 0x20)]);
    const big = await deliver(documentMessage(userId, 'scan.pdf', 'application/pdf', huge, { notFetchable: true }));
    expect((await reply(userId)).raw).toBe('This file is over 10 MB, the limit for one file. Send a smaller one; nothing was added.');
    // Refused by what the bytes are, once fetched: a size Telegram did not tell, a zip called a picture.
    const unsized = await deliver(documentMessage(userId, 'scan.pdf', 'application/pdf', huge, { sizeUnknown: true }));
    expect((await reply(userId)).raw).toBe('This file is over 10 MB, the limit for one file. Send a smaller one; nothing was added.');
    const disguised = await deliver(documentMessage(userId, 'diagram.png', 'image/png', ZIP));
    expect((await reply(userId)).raw).toBe(`I cannot take this file (diagram.png). An answer takes ${SUBMISSION_FILE_KINDS}. Nothing was added.`);
    for (const refused of [zip, big, unsized, disguised]) {
      expect(await HomeworkDraftPart.query().where({ telegram_user_id: userId, update_id: refused.update_id })).toEqual([]);
      expect(await storage.get(draftFileKey(userId, refused.update_id))).toBeNull();
    }
    expect(await HomeworkDraftPart.query().where('telegram_user_id', userId)).toHaveLength(3);

    const submit = await press(userId, afterPdf, 'Submit');
    expect((await reply(userId)).raw).toBe('✅ Submitted version 1 of <b>Lab report</b>; you will get your grade here.');
    // The pressed message's buttons are spent.
    expect(afterPdf.buttons).toEqual([]);

    const [submission, ...others] = await submissionsOf(student.id);
    expect(others).toEqual([]);
    expect(submission).toMatchObject({
      assignmentId: assignments[0]!.id,
      version: 1,
      status: 'pending',
      channel: 'telegram',
      originKey: `telegram:${userId}:${submit.update_id}`,
      content: 'The forces balance.\n\nMy setup\n\nSee the table',
    });
    const files = await HomeworkSubmissionFile.query().where('submission_id', submission!.id).orderBy('original_name');
    expect(files.map((f) => ({ originalName: f.originalName, fileType: f.fileType, fileSize: Number(f.fileSize), storageKey: f.storageKey }))).toEqual([
      { originalName: `photo-${photoUpdate.update_id}.jpg`, fileType: 'image/jpeg', fileSize: JPEG.length, storageKey: draftFileKey(userId, photoUpdate.update_id) },
      { originalName: 'report.pdf', fileType: 'application/pdf', fileSize: PDF.length, storageKey: draftFileKey(userId, pdfUpdate.update_id) },
    ]);
    expect(await storage.get(draftFileKey(userId, photoUpdate.update_id))).toEqual(JPEG);
    expect(await storage.get(draftFileKey(userId, pdfUpdate.update_id))).toEqual(PDF);
    expect(await HomeworkBotDraft.query().findById(userId)).toBeUndefined();
    expect(await HomeworkDraftPart.query().where('telegram_user_id', userId)).toEqual([]);
    expect(await gradingJobsOf(submission!.id)).toHaveLength(1);

    // The same Submit handled again (the worker died before recording it): the draft is gone,
    // the answer comes from the submission it made; nothing new is made, queued or said.
    await deliver(submit);
    expect(await submissionsOf(student.id)).toHaveLength(1);
    expect(await gradingJobsOf(submission!.id)).toHaveLength(1);
    await noMoreAnswers(userId);
  }, 60_000);

  it('makes a second answer version 2, once even when its /submit is handled twice at once', async () => {
    const { students } = await seedCourse({ course: 'Literature', cohort: 'G2', assignments: ['Poem'] });
    const student = students[0]!;
    const userId = await joined(student);
    await pick(userId, 'Poem');
    await say(userId, 'First try.');
    await reply(userId);
    await say(userId, '/submit');
    expect((await reply(userId)).raw).toBe('✅ Submitted version 1 of <b>Poem</b>; you will get your grade here.');

    await say(userId, '/assignments');
    const list = await reply(userId);
    expect(labels(list)).toEqual(['Poem ✓ v1']);
    await press(userId, list, 'Poem ✓ v1');
    await reply(userId);
    await say(userId, 'Second try, better.');
    await reply(userId);
    const submit = message(userId, { text: '/submit', entities: [{ type: 'bot_command', offset: 0, length: 7 }] });
    expect(await Promise.all([handle(submit), handle(submit)])).toEqual([{ outcome: 'handled' }, { outcome: 'handled' }]);
    expect((await reply(userId)).raw).toBe('✅ Submitted version 2 of <b>Poem</b>; you will get your grade here.');

    const submissions = await submissionsOf(student.id);
    expect(submissions.map((s) => [s.version, s.content])).toEqual([
      [1, 'First try.'],
      [2, 'Second try, better.'],
    ]);
    expect(submissions[1]!.originKey).toBe(`telegram:${userId}:${submit.update_id}`);
    for (const s of submissions) expect(await gradingJobsOf(s.id)).toHaveLength(1);

    // A worker that died after the Submit made the submission and dropped the draft, before it
    // answered: handled again, the Submit answers from the submission its update made.
    await pick(userId, 'Poem');
    await say(userId, 'Third try.');
    await reply(userId);
    const crashed = message(userId, { text: '/submit', entities: [{ type: 'bot_command', offset: 0, length: 7 }] });
    expect(await submitDraft(jobs, { telegramUserId: userId, originKey: `telegram:${userId}:${crashed.update_id}` })).toMatchObject({ status: 'submitted', version: 3 });
    expect(await HomeworkBotDraft.query().findById(userId)).toBeUndefined();
    await deliver(crashed);
    expect((await reply(userId)).raw).toBe('✅ Submitted version 3 of <b>Poem</b>; you will get your grade here.');
    expect((await submissionsOf(student.id)).map((s) => s.version)).toEqual([1, 2, 3]);
    await noMoreAnswers(userId);
  });

  it('refuses an empty answer, discards a cancelled one with its files, and says when the assignment closed before Submit', async () => {
    const { students, assignments } = await seedCourse({ course: 'History', cohort: 'G3', assignments: ['Essay', 'Timeline'] });
    const student = students[0]!;
    const userId = await joined(student);

    await pick(userId, 'Essay');
    await say(userId, '/submit');
    expect((await reply(userId)).raw).toBe('Your answer is empty: send text, a photo or a document first, then press <b>Submit</b>.');

    const sent = await deliver(photo(userId));
    const ack = await reply(userId);
    const key = draftFileKey(userId, sent.update_id);
    expect(await storage.get(key)).toEqual(JPEG);
    await press(userId, ack, 'Cancel');
    expect((await reply(userId)).raw).toBe('Your answer was discarded. Choose an assignment with /assignments whenever you like.');
    expect(ack.buttons).toEqual([]);
    expect(await storage.get(key)).toBeNull();
    expect(await HomeworkBotDraft.query().findById(userId)).toBeUndefined();

    // Picking another assignment replaces the draft, its files deleted.
    await pick(userId, 'Essay');
    const replacedPhoto = await deliver(photo(userId));
    await reply(userId);
    await pick(userId, 'Timeline');
    expect(await storage.get(draftFileKey(userId, replacedPhoto.update_id))).toBeNull();
    expect(await HomeworkBotDraft.query().findById(userId)).toMatchObject({ assignmentId: assignments[1]!.id });
    expect(await HomeworkDraftPart.query().where('telegram_user_id', userId)).toEqual([]);

    await say(userId, 'Dates in order.');
    const beforeArchive = await reply(userId);
    await HomeworkAssignment.query().patch({ archivedAt: new Date() }).where('id', assignments[1]!.id);
    await press(userId, beforeArchive, 'Submit');
    expect((await reply(userId)).raw).toBe(
      '<b>Timeline</b> is closed now (your teacher archived it or its course), so it cannot be submitted. Send /cancel to discard your answer.',
    );
    expect(await submissionsOf(student.id)).toEqual([]);
    await say(userId, '/cancel');
    expect((await reply(userId)).raw).toContain('Your answer was discarded.');

    // An assignment deleted under the draft takes the draft with it.
    await pick(userId, 'Essay');
    await say(userId, 'Almost done.');
    await reply(userId);
    await HomeworkAssignment.query().deleteById(assignments[0]!.id);
    await say(userId, '/submit');
    expect((await reply(userId)).raw).toMatch(/^There is no answer to submit: choose an assignment with \/assignments/);
    expect(await submissionsOf(student.id)).toEqual([]);
    await noMoreAnswers(userId);
  }, 60_000);

  it(`takes at most ${HOMEWORK_LIMITS.filesPerSubmission} files in one answer`, async () => {
    const { students } = await seedCourse({ course: 'Art', cohort: 'G4', assignments: ['Sketches'] });
    const userId = await joined(students[0]!);
    await pick(userId, 'Sketches');
    for (let i = 1; i <= HOMEWORK_LIMITS.filesPerSubmission; i += 1) {
      await deliver(documentMessage(userId, `note-${i}.txt`, 'text/plain', Buffer.from(`note ${i}\n`)));
      expect((await reply(userId)).raw).toContain(`Your answer has ${i} part`);
    }
    const extra = await deliver(documentMessage(userId, 'one-more.txt', 'text/plain', Buffer.from('one more\n')));
    expect((await reply(userId)).raw).toBe(`An answer takes at most ${HOMEWORK_LIMITS.filesPerSubmission} files, and yours has them. Submit it, or Cancel and start again; nothing was added.`);
    expect(await storage.get(draftFileKey(userId, extra.update_id))).toBeNull();
    expect(await HomeworkDraftPart.query().where('telegram_user_id', userId)).toHaveLength(HOMEWORK_LIMITS.filesPerSubmission);
  }, 60_000);
});
