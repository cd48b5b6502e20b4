/*
 * The homework bot's inline buttons. Telegram keeps at most 64 bytes of callback data, so ids go
 * in as 22 base64url characters (a UUID's 16 bytes) rather than 36: a cohort student and an
 * assignment fit in one button with room to spare.
 */

const SHORT = /^[A-Za-z0-9_-]{22}$/;

const shortId = (uuid: string) => Buffer.from(uuid.replace(/-/g, ''), 'hex').toString('base64url');

function longId(short: string | undefined): string | null {
  if (!short || !SHORT.test(short)) return null;
  const hex = Buffer.from(short, 'base64url').toString('hex');
  if (hex.length !== 32) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const HOMEWORK_CALLBACK_PREFIX = 'hw:';

export const callbackData = {
  /** One of the student's cohorts (by their cohort-student row): show its assignments. */
  cohort: (cohortStudentId: string) => `hw:c:${shortId(cohortStudentId)}`,
  /** Answer this assignment as this cohort student: starts the draft. */
  assignment: (cohortStudentId: string, assignmentId: string) => `hw:a:${shortId(cohortStudentId)}:${shortId(assignmentId)}`,
  submit: 'hw:submit',
  cancel: 'hw:cancel',
} as const;

export type HomeworkButton =
  | { kind: 'cohort'; cohortStudentId: string }
  | { kind: 'assignment'; cohortStudentId: string; assignmentId: string }
  | { kind: 'submit' }
  | { kind: 'cancel' };

/** A pressed button's data read back; null when it is not one of ours as we make them now. */
export function parseCallbackData(data: string): HomeworkButton | null {
  if (data === callbackData.submit) return { kind: 'submit' };
  if (data === callbackData.cancel) return { kind: 'cancel' };
  const [prefix, kind, first, second, ...rest] = data.split(':');
  if (prefix !== 'hw' || rest.length) return null;
  const cohortStudentId = longId(first);
  if (!cohortStudentId) return null;
  if (kind === 'c' && second === undefined) return { kind: 'cohort', cohortStudentId };
  const assignmentId = longId(second);
  if (kind === 'a' && assignmentId) return { kind: 'assignment', cohortStudentId, assignmentId };
  return null;
}
