import { Route, Routes } from 'react-router';
import NotFoundPage from '../../shell/NotFoundPage';
import { ArchivePage } from './archive/ArchivePage';
import { NewAssignmentPage } from './assignment-new/NewAssignmentPage';
import { AssignmentPage } from './assignment/AssignmentPage';
import { NewCohortPage } from './cohort-new/NewCohortPage';
import { CohortStudentsPage } from './cohort-students/CohortStudentsPage';
import { CourseAssignmentsPage } from './course-assignments/CourseAssignmentsPage';
import { EditCoursePage } from './course-edit/EditCoursePage';
import { NewCoursePage } from './course-new/NewCoursePage';
import { CoursePage } from './course/CoursePage';
import { CoursesPage } from './courses/CoursesPage';
import { DashboardPage } from './dashboard/DashboardPage';
import { GradebookPage } from './gradebook/GradebookPage';
import { StudentSubmissionsPage } from './student-submissions/StudentSubmissionsPage';

/**
 * The area's screens below /homework (spec 2 'Homework routes'), plus the course's assignments
 * for students, which the student dashboard links to.
 */
export default function HomeworkScreens() {
  return (
    <Routes>
      <Route index element={<DashboardPage />} />
      <Route path="courses" element={<CoursesPage />} />
      <Route path="courses/new" element={<NewCoursePage />} />
      <Route path="courses/:id" element={<CoursePage />} />
      <Route path="courses/:id/edit" element={<EditCoursePage />} />
      <Route path="courses/:id/cohorts/new" element={<NewCohortPage />} />
      <Route path="courses/:id/assignments/new" element={<NewAssignmentPage />} />
      <Route path="courses/:courseId/gradebook" element={<GradebookPage />} />
      <Route path="courses/:courseId/assignments" element={<CourseAssignmentsPage />} />
      <Route path="assignments/:id" element={<AssignmentPage />} />
      <Route path="students/:id/submissions" element={<StudentSubmissionsPage />} />
      <Route path="cohorts/:id/students" element={<CohortStudentsPage />} />
      <Route path="archive" element={<ArchivePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
