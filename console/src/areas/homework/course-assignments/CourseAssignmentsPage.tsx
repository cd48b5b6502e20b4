import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useT } from '../../../i18n/LocaleProvider';
import { AssignmentIntro } from '../shared/AssignmentIntro';
import { homeworkApi, type Assignment } from '../shared/homework-api';
import { HomeworkPage } from '../shared/HomeworkPage';
import { plainList } from '../shared/layout';
import { Loaded } from '../shared/Loaded';
import { homeworkScreens } from '../shared/routes';
import { useLoad } from '../shared/use-load';
import { useRouteId } from '../shared/use-route-id';
import { OwnSubmissions } from './OwnSubmissions';

function AssignmentItem({ assignment }: { assignment: Assignment }) {
  const t = useT();
  const titleId = useId();
  // A student's list carries their own submissions; a teacher's does not (contracts/homework.ts).
  const own = assignment.submissions;
  return (
    <Card component="li" aria-labelledby={titleId} data-testid="course-assignment">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <AssignmentIntro assignment={assignment} titleId={titleId} headingLevel="h2" />
        {own === undefined ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Typography variant="body2">{t('homework.courseAssignments.submissions', { smart_count: assignment._count.submissions })}</Typography>
            <Button size="small" variant="outlined" component={RouterLink} to={homeworkScreens.assignment(assignment.id)} aria-label={t('homework.courseAssignments.openNamed', { name: assignment.title })}>
              {t('homework.courseAssignments.open')}
            </Button>
          </Box>
        ) : (
          <OwnSubmissions assignment={assignment} submissions={own} />
        )}
      </CardContent>
    </Card>
  );
}

/**
 * /homework/courses/{courseId}/assignments (linked from the student dashboard, not in spec 2's
 * route list): the course's assignments in order; a student sees their own submissions to each,
 * a teacher the counts and a link to each assignment.
 */
export function CourseAssignmentsPage() {
  const t = useT();
  const courseId = useRouteId('courseId');
  const { load, reload } = useLoad(courseId, async (client) => [...(await homeworkApi.courseAssignments(client, courseId ?? ''))].sort((a, b) => a.order - b.order));
  const courseName = load.kind === 'ready' ? load.value[0]?.course.name : undefined;

  return (
    <HomeworkPage title={t('homework.courseAssignments.title')} subtitle={courseName} back={{ to: homeworkScreens.dashboard, label: t('homework.toDashboard') }}>
      <Loaded load={load} reload={reload} notFound="homework.courseNotFound" failed="homework.loadFailed">
        {(assignments) =>
          assignments.length === 0 ? (
            <Typography color="text.secondary">{t('homework.courseAssignments.empty')}</Typography>
          ) : (
            <Box component="ul" aria-label={t('homework.courseAssignments.title')} sx={plainList}>
              {assignments.map((assignment) => (
                <AssignmentItem key={assignment.id} assignment={assignment} />
              ))}
            </Box>
          )
        }
      </Loaded>
    </HomeworkPage>
  );
}
