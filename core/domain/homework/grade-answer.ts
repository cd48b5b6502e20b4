import { zodResponseFormat } from 'openai/helpers/zod';
import type { GradingDeps } from './deps.ts';
import type { SubmissionForGrading } from './grader-address.ts';
import { gradingMessages, isBlankSubmission, type GradingTask } from './grading-prompt.ts';
import { GRADE_FORMAT_NAME, gradeSchema, type ModelGrade } from './grading-schema.ts';
import { modelOf, takeModelSlot } from '../../clients/model-unavailable.ts';

/** What the model's grade became once checked: a grade, or the reason none could be taken. */
export type CheckedGrade =
  | { valid: true; score: number | null; feedback: string; confidence: number; relevance: ModelGrade['relevance']; addressesGrader: boolean }
  | { valid: false; problem: string };

/** Model answers that are not a grade are asked again this many times before the work is held for the teacher. */
export const GRADE_ATTEMPTS = 3;

const twoDecimals = (n: number) => Math.round(n * 100) / 100;

/**
 * The model's answer against the assignment: a score within 0..maxScore (none when feedback only),
 * some feedback, a confidence within 0..1. An empty or off-topic answer never passes: its score
 * is 0 whatever the model said.
 */
export function checkGrade(task: GradingTask, grade: ModelGrade | null | undefined): CheckedGrade {
  if (!grade) return { valid: false, problem: 'the answer was not the grade format' };
  if (!grade.feedback.trim()) return { valid: false, problem: 'the grade had no feedback' };
  if (!Number.isFinite(grade.confidence) || grade.confidence < 0 || grade.confidence > 1) return { valid: false, problem: `confidence ${grade.confidence} is outside 0-1` };
  const said = { feedback: grade.feedback.trim(), confidence: grade.confidence, relevance: grade.relevance, addressesGrader: grade.addressesGrader };
  if (task.maxScore === null) return { valid: true, score: null, ...said };
  if (grade.score === null || !Number.isFinite(grade.score)) return { valid: false, problem: 'the grade had no score' };
  if (grade.score < 0 || grade.score > task.maxScore) return { valid: false, problem: `score ${grade.score} is outside 0-${task.maxScore}` };
  const score = grade.relevance === 'answered' ? twoDecimals(grade.score) : 0;
  return { valid: true, score, ...said };
}

function parseGrade(content: string | null | undefined): ModelGrade | null {
  if (!content) return null;
  try {
    const result = gradeSchema.safeParse(JSON.parse(content));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

const BLANK_FEEDBACK = { en: 'No answer was received: the submission has no text and nothing legible in its files.', ru: 'Ответ не получен: в работе нет текста, а в файлах ничего не удалось прочитать.' };

/**
 * Grades the submission (its text and its files' texts and readings) against the assignment, asking the
 * model again when its answer is not a valid grade, at most GRADE_ATTEMPTS times in all.
 */
export async function gradeAnswer(deps: GradingDeps, limiterKey: string, task: GradingTask, submission: SubmissionForGrading): Promise<CheckedGrade> {
  if (isBlankSubmission(submission)) {
    const ru = /[а-яё]/i.test(`${task.title} ${task.description}`);
    return { valid: true, score: task.maxScore === null ? null : 0, feedback: BLANK_FEEDBACK[ru ? 'ru' : 'en'], confidence: 1, relevance: 'empty', addressesGrader: false };
  }
  const openai = modelOf(deps.openai);
  let last: CheckedGrade = { valid: false, problem: 'no answer' };
  for (let attempt = 0; attempt < GRADE_ATTEMPTS; attempt += 1) {
    await takeModelSlot(deps.limiter, limiterKey);
    const completion = await openai.chat.completions.create({
      model: deps.models.grading,
      // Asked again, the model should not repeat the same broken answer word for word.
      temperature: attempt === 0 ? 0 : 0.4,
      messages: gradingMessages(task, submission),
      response_format: zodResponseFormat(gradeSchema, GRADE_FORMAT_NAME),
    });
    // Read here rather than by the SDK's parse, which throws on an answer that is not the format:
    // such an answer is asked again, then held for the teacher.
    const parsed = parseGrade(completion.choices[0]?.message.content);
    last = checkGrade(task, parsed);
    if (last.valid) return last;
    deps.log.warn({ problem: last.problem, attempt: attempt + 1 }, 'the model did not give a valid grade');
  }
  return last;
}
