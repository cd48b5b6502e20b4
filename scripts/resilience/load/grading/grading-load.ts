import { HomeworkGrade, HomeworkSubmission } from '../../../../db/index.ts';
import type { LoadContext, LoadKind, Offered } from '../contract.ts';
import { drain } from '../http.ts';
import { botTexts, chatMessages, demoPeople, readsAnyChat } from '../telegram/fake-chats.ts';
import { newRunTag, offerToken } from '../telegram/tokens.ts';
import { webhookOf } from '../telegram/updates.ts';
import { allGraded, auditGrading, missingNotices, type GradeRow, type StudentChat, type SubmissionRow } from './grading-audit.ts';
import { freshStudents, seedGradingClass, studentsFor, type GradingClass } from './grading-setup.ts';
import { StudentTurns } from './student-turns.ts';
import { submissionKey, submitThroughBot } from './submission-conversation.ts';

const KIND = 'grading';

let prepared: (GradingClass & { run: string }) | null = null;
const turns = new StudentTurns();

async function rows(students: readonly string[]): Promise<{ submissions: SubmissionRow[]; grades: GradeRow[] }> {
  const submissions = (await HomeworkSubmission.query().whereIn('cohort_student_id', students)).map((s) => ({ id: s.id, cohortStudentId: s.cohortStudentId, assignmentId: s.assignmentId, content: s.content, told: s.finalFeedback !== null }));
  const grades = submissions.length === 0 ? [] : (await HomeworkGrade.query().whereIn('submission_id', submissions.map((s) => s.id))).map((g) => ({ submissionId: g.submissionId }));
  return { submissions, grades };
}

async function studentChats(ctx: LoadContext, setUp: GradingClass): Promise<StudentChat[]> {
  const chats: StudentChat[] = [];
  for (const s of setUp.students) chats.push({ chatId: s.person.id, cohortStudentId: s.cohortStudentId, texts: botTexts(await chatMessages(ctx.fakesUrl, 'homework', s.person.id)) });
  return chats;
}

const notSent = (seq: number, message: string): Offered => ({ kind: KIND, key: `unplanned/${seq}`, at: Date.now(), tries: [{ at: Date.now(), status: 0, ms: 0, error: 'load_not_sent', message }], accepted: false });

/**
 * Homework submitted through the homework bot by students of a teacher's course, each graded by
 * the worker's grading job with the fake OpenAI and told to the student in the chat.
 */
export const gradingLoad: LoadKind = {
  name: KIND,
  weight: 1,

  async setup(ctx) {
    webhookOf(ctx, 'homework');
    const run = newRunTag();
    const fresh = await readsAnyChat(ctx.fakesUrl);
    const people = fresh ? freshStudents(run, studentsFor(ctx.expectedOffers(KIND))) : await demoPeople(ctx.fakesUrl);
    prepared = { run, ...(await seedGradingClass(run, people)) };
    ctx.log(`grading load: run ${run}, ${prepared.students.length} students in ${fresh ? 'chats of their own' : "the fake's demo chats"}, ${prepared.assignments.length} assignments of "${prepared.courseName}"`);
  },

  async offer(ctx, seq) {
    const setUp = prepared;
    if (!setUp) return notSent(seq, 'setup() has not run');
    const student = setUp.students[seq % setUp.students.length]!;
    const assignment = setUp.assignments[Math.floor(seq / setUp.students.length) % setUp.assignments.length]!;
    const token = offerToken('gr', setUp.run, seq);
    const plan = { key: submissionKey(student.person.id, assignment.id, token), student, assignment, courseName: setUp.courseName, token };
    // Only reading the fake can throw (a harness fault, the fakes are never faulted): the offer keeps its key, not accepted.
    return turns.run(student.cohortStudentId, () => submitThroughBot(ctx, KIND, plan)).catch((err: unknown) => ({ ...notSent(seq, err instanceof Error ? err.message : String(err)), key: plan.key }));
  },

  async audit(ctx, offered, drainMs) {
    const setUp = prepared;
    if (!setUp) throw new Error('grading load: audit() without setup()');
    const ours = offered.filter((o) => !o.key.startsWith('unplanned/'));
    const students = setUp.students.map((s) => s.cohortStudentId);
    const assignments = new Map(setUp.assignments.map((a) => [a.id, a.title]));
    // Graded, and every grade told: the notices leave through the paced sending queue after the grade.
    await drain(async () => {
      const { submissions, grades } = await rows(students);
      return allGraded(ours, submissions, grades) && missingNotices(ours, await studentChats(ctx, setUp), submissions, assignments).length === 0;
    }, drainMs);
    const { submissions, grades } = await rows(students);
    const chats = await studentChats(ctx, setUp);
    const notices = chats.reduce((n, c) => n + c.texts.filter((t) => t.startsWith('📝')).length, 0);
    ctx.log(`grading load: ${submissions.length} submissions, ${grades.length} grades, ${notices} grade notices in the students' chats`);
    return auditGrading(KIND, offered, submissions, grades, chats, assignments);
  },
};
