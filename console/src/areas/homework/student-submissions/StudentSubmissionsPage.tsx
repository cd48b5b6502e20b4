import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useLocale } from '../../../i18n/LocaleProvider';
import { AssignmentBadge } from '../shared/AssignmentBadge';
import { formatPercent } from '../shared/format';
import { homeworkApi } from '../shared/homework-api';
import { HomeworkPage } from '../shared/HomeworkPage';
import { plainList } from '../shared/layout';
import { Loaded } from '../shared/Loaded';
import { homeworkScreens } from '../shared/routes';
import { Section } from '../shared/Section';
import { StatCards } from '../shared/StatCards';
import { useBackToCourse } from '../shared/use-back-to-course';
import { useLoad } from '../shared/use-load';
import { useRouteId } from '../shared/use-route-id';
import { groupByAssignment, type AssignmentGroup } from './group-by-assignment';
import { VersionItem } from './VersionItem';

function GroupCard({ group }: { group: AssignmentGroup }) {
  const { t } = useLocale();
  const titleId = useId();
  return (
    <Card component="li" aria-labelledby={titleId} data-testid="assignment-group">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h3" id={titleId}>
            <Link component={RouterLink} to={homeworkScreens.assignment(group.assignment.id)} color="inherit" underline="hover">
              {group.assignment.title}
            </Link>
          </Typography>
          <AssignmentBadge maxScore={group.assignment.gradingEnabled ? group.assignment.maxScore : null} />
          <Typography variant="body2" color="text.secondary">
            {t('homework.studentSubmissions.versions', { smart_count: group.versions.length })}
          </Typography>
        </Box>
        <Box component="ol" sx={{ ...plainList, gap: 2 }}>
          {group.versions.map((submission) => (
            <VersionItem key={submission.id} submission={submission} />
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

/** Spec 2 '/homework/students/{id}/submissions': the student, their figures, and their submissions by assignment. */
export function StudentSubmissionsPage() {
  const { t, locale } = useLocale();
  const id = useRouteId('id');
  const { load, reload } = useLoad(id, (client) => homeworkApi.studentSubmissions(client, id ?? ''));
  const student = load.kind === 'ready' ? load.value.student : null;
  const back = useBackToCourse(student?.course.id ?? null, 'dashboard');

  return (
    <HomeworkPage
      title={student?.displayName ?? t('homework.title')}
      subtitle={
        student !== null && (
          <>
            {student.email !== null && <Typography component="span" sx={{ display: 'block' }}>{student.email}</Typography>}
            <Link component={RouterLink} to={homeworkScreens.cohortStudents(student.cohort.id)}>
              {t('homework.studentSubmissions.subtitle', { cohort: student.cohort.name, course: student.course.name })}
            </Link>
          </>
        )
      }
      back={back}
    >
      <Loaded load={load} reload={reload} notFound="homework.studentNotFound" failed="homework.loadFailed">
        {({ stats, submissions }) => {
          const groups = groupByAssignment(submissions);
          return (
            <>
              <StatCards
                label={t('homework.studentSubmissions.stats')}
                stats={[
                  { label: t('homework.studentSubmissions.total'), value: stats.total },
                  { label: t('homework.studentSubmissions.graded'), value: stats.graded },
                  { label: t('homework.studentSubmissions.pending'), value: stats.pending },
                  { label: t('homework.studentSubmissions.average'), value: stats.averagePercent === null ? t('homework.none') : t('homework.score.percent', { percent: formatPercent(stats.averagePercent, locale) }) },
                ]}
              />
              <Section title={t('homework.assignment.submissions')}>
                {groups.length === 0 ? (
                  <Typography color="text.secondary">{t('homework.studentSubmissions.empty')}</Typography>
                ) : (
                  <Box component="ul" aria-label={t('homework.assignment.submissions')} sx={plainList}>
                    {groups.map((group) => (
                      <GroupCard key={group.assignment.id} group={group} />
                    ))}
                  </Box>
                )}
              </Section>
            </>
          );
        }}
      </Loaded>
    </HomeworkPage>
  );
}
