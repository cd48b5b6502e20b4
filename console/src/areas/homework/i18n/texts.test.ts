import { describe, expect, it } from 'vitest';
import { SUBMISSION_FILE_KINDS } from '../../../../../contracts/homework.ts';
import { leaves } from '../../../test/message-leaves';
import { en } from './en';
import { ru } from './ru';

describe('the homework texts', () => {
  it('hold spec 2’s texts word for word', () => {
    const h = en.homework;
    expect([h.dashboard.createCourse, h.dashboard.archive, h.dashboard.teacher.totalCourses, h.dashboard.teacher.totalStudents, h.dashboard.teacher.assignments, h.dashboard.teacher.pendingReview]).toEqual([
      'Create Course',
      'Archive',
      'Total Courses',
      'Total Students',
      'Assignments',
      'Pending Review',
    ]);
    expect([h.dashboard.teacher.myCourses, h.dashboard.teacher.recent, h.dashboard.teacher.gradebook]).toEqual(['My Courses', 'Recent Submissions', 'Gradebook']);
    expect([h.dashboard.student.enrolledCourses, h.dashboard.student.totalSubmissions, h.dashboard.student.pendingGrading, h.dashboard.student.averageScore]).toEqual([
      'Enrolled Courses',
      'Total Submissions',
      'Pending Grading',
      'Average Score',
    ]);
    expect([h.courseForm.name, h.courseForm.description, h.newCourse.submit, h.newCourse.created, h.newCourse.next.title]).toEqual([
      'Course Name',
      'Description',
      'Create Course',
      'Course created successfully!',
      "What's Next?",
    ]);
    expect([h.newCourse.next.cohorts, h.newCourse.next.assignments, h.newCourse.next.students]).toEqual([
      'Create cohorts with grading thresholds',
      'Add assignments with GPT grading prompts',
      'Invite students with invite codes',
    ]);
    expect([h.courses.empty, h.courses.view, h.courses.edit, h.courses.duplicate, h.courses.delete]).toEqual(['No courses yet', 'View', 'Edit', 'Duplicate', 'Delete']);
    expect([h.course.gradebook, h.course.edit, h.course.archive, h.course.cohortsSection.create, h.course.cohortsSection.manage, h.course.assignmentsSection.create, h.course.assignmentsSection.view]).toEqual([
      'Gradebook',
      'Edit Course',
      'Archive',
      'Create Cohort',
      'Manage',
      'Create Assignment',
      'View',
    ]);
    expect([h.badge.points, h.badge.feedbackOnly]).toEqual(['%{smart_count} point |||| %{smart_count} points', 'Feedback Only']);
    expect([h.newCohort.name, h.toCourse, h.editCourse.save, h.editCourse.delete]).toEqual(['Cohort Name', 'Back to Course', 'Save Changes', 'Delete Course']);
    expect([h.newAssignment.gradingEnabled, h.newAssignment.maxScore, h.newAssignment.order, h.newAssignment.checkPrompt, h.newAssignment.feedbackPrompt]).toEqual([
      'Enable automatic grading and scoring',
      'Maximum Score',
      'Order',
      'Grading Prompt',
      'Additional Feedback Prompt',
    ]);
    expect([h.students.title, h.students.add, h.students.active, h.students.pending, h.students.dialog.name, h.students.dialog.email]).toEqual([
      '%{cohort} - Students',
      'Add Student',
      'Active',
      'Pending',
      'Student Name',
      'Email',
    ]);
    expect([h.assignment.viewAll, h.status.pending, h.status.feedbackOnly]).toEqual(['View All Submissions', 'Pending', 'Feedback Only']);
    expect([h.assignment.regrade, h.assignment.regradeAll, h.files.view, h.files.download]).toEqual(['Regrade', 'Regrade All Submissions', 'View', 'Download']);
    expect([h.archive.coursesTab, h.archive.assignmentsTab, h.archive.restore]).toEqual(['Archived Courses (%{count})', 'Archived Assignments (%{count})', 'Restore']);
    const g = h.gradebook;
    expect([g.totalStudents, g.averageScore, g.submissionRate, g.telegramConnected, g.student, g.cohort, g.telegram, g.connected, g.notConnected, g.total, g.average, g.refresh, h.exportCsv]).toEqual([
      'Total Students',
      'Average Score %',
      'Submission Rate %',
      'Telegram Connected',
      'Student',
      'Cohort',
      'Telegram',
      'Connected',
      'Not Connected',
      'Total',
      'Average',
      'Refresh',
      'Export CSV',
    ]);
  });

  it('hold every message of spec 8 ‘Homework’ word for word', () => {
    const h = en.homework;
    expect([h.loadFailed, h.dashboard.unableToLoad]).toEqual(['Failed to load homework data. Please try again.', 'Unable to load homework data. Please try refreshing the page.']);
    expect([
      h.course.loadFailed,
      h.courses.loadFailed,
      h.course.cohortsSection.deleteFailed,
      h.course.archiveFailed,
      h.course.assignmentsSection.archiveFailed,
      h.courses.duplicateFailed,
      h.courses.deleteFailed,
      h.newCourse.failed,
      h.newCohort.failed,
      h.editCourse.failed,
      h.newAssignment.failed,
      h.courseIdRequired,
      h.courseNotFound,
      h.assignmentNotFound,
      h.studentNotFound,
    ]).toEqual([
      'Failed to load course details',
      'Failed to load courses',
      'Failed to delete cohort',
      'Failed to archive course',
      'Failed to archive assignment',
      'Failed to duplicate course',
      'Failed to delete course',
      'Failed to create course. Please try again.',
      'Failed to create cohort',
      'Failed to update course',
      'Failed to create assignment',
      'Course ID is required',
      'Course not found',
      'Assignment not found',
      'Student not found',
    ]);
    expect([h.students.loadFailed, h.students.dialog.failed, h.students.removeFailed]).toEqual(['Failed to load cohort details', 'Failed to add student', 'Failed to remove student']);
    expect([h.assignment.deleteFailed, h.assignment.regradeFailed, h.assignment.regradeAllFailed, h.assignment.nothingToRegrade, h.assignment.regradeStarted]).toEqual([
      'Failed to delete submission. Please try again.',
      'Failed to regrade submission. Please try again.',
      'Failed to start assignment re-grading. Please try again.',
      'No submissions to regrade.',
      'Assignment re-grading started. Students will be notified when complete. This may take a few minutes.',
    ]);
    expect([h.archive.loadFailed, h.archive.restoreCourseFailed, h.archive.restoreAssignmentFailed]).toEqual(['Failed to load archive data', 'Failed to restore course', 'Failed to restore assignment']);
    expect([h.gradebook.loadFailed, h.gradebook.exportFailed, h.gradebook.notFound, h.gradebook.exported]).toEqual([
      'Failed to load gradebook data. Please try again.',
      'Failed to export gradebook. Please try again.',
      'No gradebook data found. Please check the course ID and try again.',
      'Gradebook exported successfully!',
    ]);
    expect(h.courseForm.nameRequired).toBe('Course name is required.');
  });

  it('name the files a submission takes as the API names them', () => {
    expect(en.homework.submitAnswer.kinds).toBe(SUBMISSION_FILE_KINDS);
  });

  it('give every English key a Russian one with the same placeholders, and translate them', () => {
    const english = leaves(en);
    const russian = leaves(ru);
    expect([...english.keys()].sort()).toEqual([...russian.keys()].sort());
    const names = (text: string) => [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]))].sort().join();
    expect([...english].filter(([key, text]) => names(text) !== names(russian.get(key) ?? '')).map(([key]) => key)).toEqual([]);
    // Only texts with no words to translate (placeholders, punctuation, a brand) may read the same.
    const same = [...english].filter(([key, text]) => russian.get(key) === text).map(([key]) => key);
    expect(same.every((key) => !/[a-z]{3}/i.test((english.get(key) ?? '').replace(/%\{\w+\}|Telegram/g, '')))).toBe(true);
  });

  it('give Russian plurals three forms', () => {
    const russian = leaves(ru);
    for (const [key, text] of leaves(en)) {
      if (text.includes('smart_count') && text.includes('||||')) expect(russian.get(key)?.split('||||'), key).toHaveLength(3);
    }
  });
});
