import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import { Box, Button, Typography } from '@mui/material';
import { HOMEWORK_LIMITS } from '../../../../../contracts/homework.ts';
import { Link as RouterLink } from 'react-router';
import { useT } from '../../../i18n/LocaleProvider';
import { CourseDescription } from '../shared/CourseDescription';
import { CourseLinkCard } from '../shared/CourseLinkCard';
import type { TeacherDashboard } from '../shared/homework-api';
import { cardList } from '../shared/layout';
import { homeworkScreens } from '../shared/routes';
import { StatCards } from '../shared/StatCards';
import { TitledColumn, TitledColumns } from '../shared/TitledColumns';
import { DashboardSection } from './DashboardSection';
import { PendingSubmissions } from './PendingSubmissions';
import { SubmissionsByWeekChart } from './SubmissionsByWeekChart';
import { TelegramNotificationsCard } from './TelegramNotificationsCard';

/**
 * Spec 2 'Teacher dashboard': the four figures, My Courses, the first pending submissions, and
 * submissions per week; then the homework bot's notifications of work waiting for review.
 */
export function TeacherDashboardView({ dashboard }: { dashboard: TeacherDashboard }) {
  const t = useT();
  const { stats } = dashboard;
  return (
    <DashboardSection title={t('homework.dashboard.teacher.title')} testId="teacher-dashboard">
      <StatCards
        label={t('homework.dashboard.teacher.stats')}
        stats={[
          { label: t('homework.dashboard.teacher.totalCourses'), value: stats.totalCourses, icon: <SchoolOutlinedIcon /> },
          { label: t('homework.dashboard.teacher.totalStudents'), value: stats.totalStudents, icon: <GroupsOutlinedIcon /> },
          { label: t('homework.dashboard.teacher.assignments'), value: stats.totalAssignments, icon: <AssignmentOutlinedIcon /> },
          { label: t('homework.dashboard.teacher.pendingReview'), value: stats.pendingGrading, icon: <HourglassEmptyIcon /> },
        ]}
      />
      <TitledColumns>
        <TitledColumn title={t('homework.dashboard.teacher.myCourses')} headingId="teacher-courses-heading">
          {dashboard.courses.length === 0 ? (
            <Typography color="text.secondary">{t('homework.dashboard.teacher.noCourses')}</Typography>
          ) : (
            <Box component="ul" sx={{ ...cardList, gridTemplateColumns: '1fr' }}>
              {dashboard.courses.map((course) => {
                const students = course.cohorts.reduce((sum, cohort) => sum + cohort._count.students, 0);
                return (
                  <CourseLinkCard
                    key={course.id}
                    name={course.name}
                    to={homeworkScreens.course(course.id)}
                    headingLevel="h4"
                    testId="dashboard-course"
                    actions={
                      <Button size="small" variant="outlined" component={RouterLink} to={homeworkScreens.gradebook(course.id)} startIcon={<TableChartOutlinedIcon />} aria-label={t('homework.dashboard.teacher.gradebookOf', { name: course.name })}>
                        {t('homework.dashboard.teacher.gradebook')}
                      </Button>
                    }
                  >
                    <CourseDescription description={course.description} />
                    <Typography variant="body2">
                      {t('homework.dashboard.teacher.students', { smart_count: students })} · {t('homework.dashboard.teacher.assignmentCount', { smart_count: course.assignments.length })}
                    </Typography>
                  </CourseLinkCard>
                );
              })}
            </Box>
          )}
        </TitledColumn>
        <TitledColumn title={t('homework.dashboard.teacher.recent')} headingId="teacher-recent-heading">
          <PendingSubmissions submissions={dashboard.pendingSubmissions.slice(0, HOMEWORK_LIMITS.recentSubmissions)} />
        </TitledColumn>
      </TitledColumns>
      <Box sx={{ mt: 3 }}>
        <SubmissionsByWeekChart weeks={dashboard.submissionsByWeek} />
      </Box>
      <Box sx={{ mt: 3 }}>
        <TelegramNotificationsCard />
      </Box>
    </DashboardSection>
  );
}
