import { HomeworkAssignment, HomeworkCohort, HomeworkCohortStudent, HomeworkCourse, HomeworkSubmission } from '../../../db/index.ts';

/** A submission with everything grading and telling need. */
export interface GradingContext {
  submission: HomeworkSubmission;
  assignment: HomeworkAssignment;
  cohort: HomeworkCohort;
  student: HomeworkCohortStudent;
  course: HomeworkCourse;
}

export async function gradingContext(submissionId: string): Promise<GradingContext | null> {
  const submission = await HomeworkSubmission.query().findById(submissionId);
  if (!submission) return null;
  const assignment = await HomeworkAssignment.query().findById(submission.assignmentId);
  const student = await HomeworkCohortStudent.query().findById(submission.cohortStudentId);
  const cohort = student ? await HomeworkCohort.query().findById(student.cohortId) : undefined;
  const course = assignment ? await HomeworkCourse.query().findById(assignment.courseId) : undefined;
  if (!assignment || !student || !cohort || !course) return null;
  return { submission, assignment, cohort, student, course };
}
