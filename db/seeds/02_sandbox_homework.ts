import type { Knex } from 'knex';
import { assertSandboxDatabase } from '../deployment.ts';

/*
 * The homework demo (issue 14): Anna Petrova teaches 'World History, Grade 10' to two cohorts
 * of 30 students (some still Pending), with five assignments (one feedback only) and graded,
 * pending and held submissions over the last six weeks, so every screen has something to show.
 * Mikhail Orlov is one of the students. Three students are Pending (codes HW0008, HW0016, HW0024):
 * a demo Telegram user of the sandbox chat page joins with one of them in the homework bot (issue 15).
 * Ids are fixed and the numbers come from a seeded
 * generator, so a second run changes nothing and every sandbox shows the same course.
 */

const COURSE_ID = '5e1f0000-0000-4000-8000-000000000001';
const TEACHER_EMAIL = 'anna@sandbox.test';
const STUDENT_EMAIL = 'mikhail@sandbox.test';
/** Mikhail's seeded Telegram account: one of the sandbox chat's demo people, so he can use the homework bot as himself. */
export const DEMO_STUDENT_TELEGRAM_ID = 100_000_004;
const id = (kind: number, n: number) => `5e1f0000-0000-4000-8${String(kind).padStart(3, '0')}-${String(n).padStart(12, '0')}`;

// [first name, is she]: Russian surnames take the feminine form (-a) for women.
const FIRST = [
  ['Alexei', false], ['Maria', true], ['Dmitry', false], ['Elena', true], ['Sergei', false], ['Olga', true], ['Nikita', false], ['Daria', true],
  ['Pavel', false], ['Sofia', true], ['Artem', false], ['Polina', true], ['Kirill', false], ['Anastasia', true], ['Egor', false],
] as const;
const LAST = ['Ivanov', 'Kuznetsov', 'Popov', 'Volkov', 'Lebedev', 'Novikov', 'Morozov', 'Sokolov', 'Fedorov', 'Pavlov', 'Semenov', 'Golubev', 'Vinogradov', 'Orlov', 'Zaitsev'];
/** Thirty different names: the second fifteen shift the surnames by three. */
const nameOf = (i: number) => {
  const [first, she] = FIRST[i % FIRST.length]!;
  const last = LAST[(i * 7 + Math.floor(i / FIRST.length) * 3) % LAST.length]!;
  return `${first} ${last}${she ? 'a' : ''}`;
};

const ASSIGNMENTS = [
  { title: 'The causes of the First World War', max: 20, prompt: 'Award up to 20 points: 8 for naming the long-term causes (alliances, militarism, imperialism, nationalism), 6 for the July crisis, 6 for a clear argument.' },
  { title: 'Primary source: the Treaty of Versailles', max: 10, prompt: 'Award up to 10 points for identifying three terms of the treaty and explaining how Germany saw each.' },
  { title: 'Timeline of the Russian Revolution', max: 15, prompt: 'Award up to 15 points: one per correctly dated event from February 1917 to the end of the Civil War, up to 10, and 5 for the links between them.' },
  { title: 'The Great Depression: an essay plan', max: 25, prompt: 'Award up to 25 points for a thesis, three supported points and a conclusion plan.' },
  { title: 'Reflection: what history teaches', max: null, prompt: 'Give encouraging feedback on the depth of reflection; no score.' },
] as const;

const ANSWERS = [
  'The war grew out of the alliance system, the arms race and nationalism in the Balkans; the assassination in Sarajevo turned a crisis into a general war.',
  'The treaty took Alsace-Lorraine, limited the army to 100,000 men and made Germany accept the war guilt clause, which Germans called a dictated peace.',
  'February 1917: the Tsar abdicates. October 1917: the Bolsheviks take power. March 1918: Brest-Litovsk. 1918-1921: the Civil War.',
  'Thesis: the Depression was made worse by policy. Points: the gold standard, bank failures, tariffs. Conclusion: recovery came with new policies.',
  'History shows that small decisions add up; I learned to look for causes behind the headlines.',
];

/** Park-Miller: the same demo on every machine. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
}

export async function seed(knex: Knex): Promise<void> {
  await assertSandboxDatabase(knex);
  const teacher = await knex<{ id: string; email: string }>('users').where({ email: TEACHER_EMAIL }).first('id');
  const student = await knex<{ id: string; email: string }>('users').where({ email: STUDENT_EMAIL }).first('id');
  if (!teacher || !student) return; // 01_sandbox_users runs first; without it there is no one to teach
  if (await knex('homework_courses').where({ id: COURSE_ID }).first('id')) return;

  const random = generator(2026);
  const now = Date.now();
  const daysAgo = (d: number) => new Date(now - d * 86_400_000);
  await knex.transaction(async (trx) => {
    await trx('homework_courses').insert({
      id: COURSE_ID,
      teacher_id: teacher.id,
      name: 'World History, Grade 10',
      description: 'From the First World War to the Great Depression: sources, timelines and essays.',
      created_at: daysAgo(50),
      updated_at: daysAgo(50),
    });
    const cohorts = [
      { id: id(1, 1), course_id: COURSE_ID, name: 'Group A', description: 'Monday and Wednesday', created_at: daysAgo(49) },
      { id: id(1, 2), course_id: COURSE_ID, name: 'Group B', description: 'Tuesday and Thursday', pass_percent: 65, review_below_confidence: 0.75, created_at: daysAgo(49) },
    ];
    await trx('homework_cohorts').insert(cohorts);

    const students = Array.from({ length: 30 }, (_, i) => {
      const pending = i % 8 === 7; // 3 of 30 have not used their code yet
      const mikhail = i === 0;
      return {
        id: id(2, i + 1),
        cohort_id: i < 16 ? cohorts[0]!.id : cohorts[1]!.id,
        display_name: mikhail ? 'Mikhail Orlov' : nameOf(i),
        email: mikhail ? STUDENT_EMAIL : i % 3 === 0 ? null : `student${i + 1}@school.sandbox.test`,
        telegram_code: `HW${String(i + 1).padStart(4, '0')}`,
        telegram_user_id: pending ? null : mikhail ? DEMO_STUDENT_TELEGRAM_ID : 700_000_000 + i,
        user_id: mikhail ? student.id : null,
        is_active: !pending,
        joined_at: daysAgo(48),
        activated_at: pending ? null : daysAgo(47 - (i % 5)),
      };
    });
    await trx('homework_cohort_students').insert(students);

    const assignments = ASSIGNMENTS.map((a, i) => ({
      id: id(3, i + 1),
      course_id: COURSE_ID,
      title: a.title,
      description: `Assignment ${i + 1}. Send your answer to the homework bot as text, photos or a document.`,
      grading_enabled: a.max !== null,
      max_score: a.max,
      check_prompt: a.prompt,
      feedback_prompt: i === 0 ? 'Name one strength and one thing to improve, in two sentences.' : null,
      sort_order: i + 1,
      created_at: daysAgo(45 - i * 8),
      updated_at: daysAgo(45 - i * 8),
    }));
    await trx('homework_assignments').insert(assignments);

    const submissions: Record<string, unknown>[] = [];
    assignments.forEach((a, ai) => {
      const opened = 44 - ai * 8;
      for (const s of students) {
        // Later assignments have fewer answers so far; Mikhail, the demo student, has answered every one.
        const skipped = random() < 0.15 + ai * 0.08;
        if (!s.is_active || (skipped && s.user_id === null)) continue;
        const versions = random() < 0.15 ? 2 : 1;
        for (let v = 1; v <= versions; v += 1) {
          const submitted = daysAgo(Math.max(0.2, opened - 1 - random() * 6 + v));
          const latest = v === versions;
          const state = !latest ? 'graded' : ai >= 3 && random() < 0.35 ? 'pending' : random() < 0.08 ? 'needs_review' : 'graded';
          const max = a.max_score;
          const score = max === null || state === 'pending' ? null : Math.round(max * Math.min(1, 0.45 + random() * 0.55 + (v - 1) * 0.1));
          submissions.push({
            id: id(4, submissions.length + 1),
            assignment_id: a.id,
            cohort_student_id: s.id,
            version: v,
            content: ANSWERS[ai],
            status: state,
            final_score: score,
            final_feedback: state === 'pending' ? null : score === null ? 'A thoughtful reflection: you connect events to causes. Try one concrete example next time.' : `Score ${score}/${max}. Clear structure; support each claim with a date or a source.`,
            graded_by: state === 'pending' ? null : 'ai',
            checked_at: state === 'pending' ? null : new Date(submitted.getTime() + 90_000),
            ai_confidence: state === 'pending' ? null : state === 'needs_review' ? 0.55 : 0.9,
            review_reason: state === 'needs_review' ? 'the AI is only 55% sure of its grade' : null,
            channel: 'telegram',
            submitted_at: submitted,
          });
        }
      }
    });
    await trx('homework_submissions').insert(submissions);
    await trx('homework_grades').insert(
      submissions
        .filter((s) => s.status !== 'pending')
        .map((s, i) => ({
          id: id(5, i + 1),
          submission_id: s.id,
          source: 'ai',
          score: s.final_score,
          feedback: s.final_feedback,
          confidence: s.ai_confidence,
          model: 'gpt-4o-mini',
          grade_key: 'submitted',
          outcome: s.status === 'needs_review' ? 'held' : 'released',
          created_at: s.checked_at,
        })),
    );
  });
}
