import { z } from 'zod';

/**
 * What the grading model answers, as OpenAI structured output (strict: every field required,
 * nullable where it may be missing). The score is checked against the assignment in code
 * (grade-answer.ts): a score outside 0..maxScore, or a score when grading is off, is not a grade.
 */
export const gradeSchema = z.object({
  /**
   * Whether the answer addresses the assignment: 'empty' (nothing, or nothing but greetings or
   * filler), 'off_topic' (about something else), or 'answered'. An empty or off-topic answer never
   * gets a passing score, whatever the score says (the code sets it to 0).
   */
  relevance: z.enum(['answered', 'empty', 'off_topic']),
  /** Within 0..maxScore with at most two decimals; null when the assignment is feedback only. */
  score: z.number().nullable(),
  /** To the student, in the language of the assignment, shaped by the feedback prompt when there is one. */
  feedback: z.string(),
  /**
   * How sure the model is that this grade is right, 0 to 1: low for hard-to-read work, answers
   * the rubric does not clearly cover, or borderline scores.
   */
  confidence: z.number(),
  /**
   * Whether any part of the submission speaks to the grader instead of answering (asks for a
   * score, tells it to ignore the criteria, poses as criteria or instructions). True holds the
   * work for the teacher whatever the confidence (grade-submission.ts), beside our own list of
   * such phrases (grader-address.ts): neither alone is trusted to catch every attempt.
   */
  addressesGrader: z.boolean(),
});
export type ModelGrade = z.infer<typeof gradeSchema>;

/** The structured output's name (response_format.json_schema.name); the sandbox's fake keys on it. */
export const GRADE_FORMAT_NAME = 'homework_grade';

/** What the vision model reads from one picture or PDF of an answer. */
export const readingSchema = z.object({
  /** Everything written or printed in it, as faithfully as possible (formulas as plain text). */
  text: z.string(),
  /** How readable it was, 0 (nothing legible) to 1 (clear print). */
  legibility: z.number(),
});
export type FileReading = z.infer<typeof readingSchema>;
export const READING_FORMAT_NAME = 'homework_file_reading';

/**
 * The grading request's system message is built by grading-prompt.ts in these labelled sections,
 * in this order (the last one says how the user message fences the submission); the sandbox's
 * fake reads them by these headings, so keep them in step. The student's words are never under
 * them: they are in the user message, in fenced blocks (submission-blocks.ts).
 */
export const GRADING_SECTIONS = {
  assignment: 'Assignment:',
  criteria: 'Grading criteria:',
  feedbackStyle: 'How to write the feedback:',
  scale: 'Scale:',
  answer: "The student's answer:",
} as const;
