import type { Submission } from '../shared/homework-api';

export interface AssignmentGroup {
  assignment: Submission['assignment'];
  /** Its versions, newest first. */
  versions: Submission[];
}

/** Spec 2: a student's submissions grouped by assignment, versions newest first; the groups by their latest submission, newest first. */
export function groupByAssignment(submissions: readonly Submission[]): AssignmentGroup[] {
  const groups = new Map<string, AssignmentGroup>();
  for (const submission of submissions) {
    const group = groups.get(submission.assignment.id) ?? { assignment: submission.assignment, versions: [] };
    group.versions.push(submission);
    groups.set(submission.assignment.id, group);
  }
  const latest = (group: AssignmentGroup) => group.versions[0]?.submittedAt ?? '';
  return [...groups.values()]
    .map((group) => ({ ...group, versions: [...group.versions].sort((a, b) => b.version - a.version || b.submittedAt.localeCompare(a.submittedAt)) }))
    .sort((a, b) => latest(b).localeCompare(latest(a)));
}
