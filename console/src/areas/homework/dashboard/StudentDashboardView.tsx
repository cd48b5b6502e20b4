import AssignmentTurnedInOutlinedIcon from '@mui/icons-material/AssignmentTurnedInOutlined';
import GradeOutlinedIcon from '@mui/icons-material/GradeOutlined';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import { Box, Typography } from '@mui/material';
import { HOMEWORK_LIMITS } from '../../../../../contracts/homework.ts';
import { useLocale } from '../../../i18n/LocaleProvider';
import { CourseLinkCard } from '../shared/CourseLinkCard';
import { formatFixed } from '../shared/format';
import type { StudentDashboard } from '../shared/homework-api';
import { cardList } from '../shared/layout';
import { homeworkScreens } from '../shared/routes';
import { StatCards } from '../shared/StatCards';
import { TitledColumn, TitledColumns } from '../shared/TitledColumns';
import { DashboardSection } from './DashboardSection';
import { RecentOwnSubmissions } from './RecentOwnSubmissions';

/** Spec 2 'Student dashboard': the four figures, the enrolled cohorts (each opening its course's assignments), the latest submissions. */
export function StudentDashboardView({ dashboard }: { dashboard: StudentDashboard }) {
  const { t, locale } = useLocale();
  const { stats } = dashboard;
  return (
    <DashboardSection title={t('homework.dashboard.student.title')} testId="student-dashboard">
      <StatCards
        label={t('homework.dashboard.student.stats')}
        stats={[
          { label: t('homework.dashboard.student.enrolledCourses'), value: stats.totalCohorts, icon: <SchoolOutlinedIcon /> },
          { label: t('homework.dashboard.student.totalSubmissions'), value: stats.totalSubmissions, icon: <AssignmentTurnedInOutlinedIcon /> },
          { label: t('homework.dashboard.student.pendingGrading'), value: stats.pendingGrading, icon: <HourglassEmptyIcon /> },
          { label: t('homework.dashboard.student.averageScore'), value: stats.averageScore === null ? t('homework.none') : formatFixed(stats.averageScore, locale, 1), icon: <GradeOutlinedIcon /> },
        ]}
      />
      <TitledColumns>
        <TitledColumn title={t('homework.dashboard.student.cohorts')} headingId="student-courses-heading">
          {dashboard.cohorts.length === 0 ? (
            <Typography color="text.secondary">{t('homework.dashboard.student.noCohorts')}</Typography>
          ) : (
            <Box component="ul" sx={cardList}>
              {dashboard.cohorts.map(({ id, cohort }) => {
                const { assignments } = cohort.course;
                const submitted = assignments.filter((assignment) => assignment.submissions.length > 0).length;
                return (
                  <CourseLinkCard key={id} name={cohort.course.name} to={homeworkScreens.courseAssignments(cohort.course.id)} headingLevel="h4" testId="enrolled-cohort">
                    <Typography variant="body2" color="text.secondary">
                      {t('homework.dashboard.student.cohortOf', { name: cohort.name })}
                    </Typography>
                    <Typography variant="body2">{t('homework.dashboard.student.progress', { submitted, total: assignments.length })}</Typography>
                  </CourseLinkCard>
                );
              })}
            </Box>
          )}
        </TitledColumn>
        <TitledColumn title={t('homework.dashboard.student.recent')} headingId="student-recent-heading">
          <RecentOwnSubmissions submissions={dashboard.recentSubmissions.slice(0, HOMEWORK_LIMITS.recentSubmissions)} />
        </TitledColumn>
      </TitledColumns>
    </DashboardSection>
  );
}
