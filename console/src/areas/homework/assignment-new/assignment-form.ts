import { HOMEWORK_LIMITS } from '../../../../../contracts/homework.ts';
import type { MessageKey } from '../../../i18n/types';
import type { AssignmentBody } from '../shared/homework-api';

export interface AssignmentValues {
  title: string;
  description: string;
  gradingEnabled: boolean;
  /** As typed: parsed when sent. */
  maxScore: string;
  order: string;
  checkPrompt: string;
  feedbackPrompt: string;
}

export type AssignmentField = 'title' | 'description' | 'maxScore' | 'order' | 'checkPrompt' | 'feedbackPrompt';

export const initialAssignment: AssignmentValues = {
  title: '',
  description: '',
  gradingEnabled: true,
  maxScore: String(HOMEWORK_LIMITS.maxScore.default),
  order: '0',
  checkPrompt: '',
  feedbackPrompt: '',
};

/** Spec 5: number inputs parse to integers, defaulting to 0. */
export const toInteger = (text: string): number => {
  const value = Number.parseInt(text, 10);
  return Number.isNaN(value) ? 0 : value;
};

/** Spec 5 'Assignment': what must be fixed before it is sent, each field with our text. */
export function assignmentProblems(values: AssignmentValues): Partial<Record<AssignmentField, MessageKey>> {
  const problems: Partial<Record<AssignmentField, MessageKey>> = {};
  if (values.title.trim() === '') problems.title = 'homework.newAssignment.errors.title';
  if (values.description.trim() === '') problems.description = 'homework.newAssignment.errors.description';
  if (values.checkPrompt.trim() === '') problems.checkPrompt = 'homework.newAssignment.errors.checkPrompt';
  const maxScore = toInteger(values.maxScore);
  if (values.gradingEnabled && (maxScore < HOMEWORK_LIMITS.maxScore.min || maxScore > HOMEWORK_LIMITS.maxScore.max)) problems.maxScore = 'homework.newAssignment.errors.maxScore';
  const order = toInteger(values.order);
  if (order < 0 || order > HOMEWORK_LIMITS.orderMax) problems.order = 'homework.newAssignment.errors.order';
  return problems;
}

/** The request: maxScore null when grading is off (feedback only), the feedback prompt null when blank. */
export function assignmentBody(courseId: string, values: AssignmentValues): AssignmentBody {
  const feedbackPrompt = values.feedbackPrompt.trim();
  return {
    courseId,
    title: values.title.trim(),
    description: values.description.trim(),
    gradingEnabled: values.gradingEnabled,
    maxScore: values.gradingEnabled ? toInteger(values.maxScore) : null,
    order: toInteger(values.order),
    checkPrompt: values.checkPrompt.trim(),
    feedbackPrompt: feedbackPrompt === '' ? null : feedbackPrompt,
  };
}
