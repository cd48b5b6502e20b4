import SendIcon from '@mui/icons-material/Send';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useApi } from '../../../api/ApiContext';
import type { ApiClient } from '../../../api/client';
import { useT } from '../../../i18n/LocaleProvider';
import { AssignmentIntro } from '../shared/AssignmentIntro';
import { homeworkApi, type Assignment, type Submission } from '../shared/homework-api';
import { HomeworkPage } from '../shared/HomeworkPage';
import { plainList } from '../shared/layout';
import { Loaded } from '../shared/Loaded';
import { homeworkScreens } from '../shared/routes';
import { useLoad } from '../shared/use-load';
import { useRouteId } from '../shared/use-route-id';
import { OwnSubmissions } from './OwnSubmissions';
import { SubmitAnswerDialog } from './SubmitAnswerDialog';
import { usePendingRefresh } from './use-pending-refresh';

/** The course's active assignments in order. */
const readCourseAssignments = async (api: ApiClient, courseId: string): Promise<Assignment[]> => [...(await homeworkApi.courseAssignments(api, courseId))].sort((a, b) => a.order - b.order);

/** The student's latest version of an assignment waits for its grade (Pending to them, as OwnSubmissions shows it). */
const latestIsPending = (assignment: Assignment): boolean => {
  const latest = assignment.submissions?.reduce<Submission | undefined>((newest, candidate) => (newest === undefined || candidate.version > newest.version ? candidate : newest), undefined);
  return latest !== undefined && latest.status !== 'graded';
};

/** The new version among the assignment's own, newest first (once: a retried attempt answers the same one). */
const withSubmission = (assignments: readonly Assignment[], submission: Submission): Assignment[] =>
  assignments.map((candidate) =>
    candidate.id === submission.assignment.id && candidate.submissions !== undefined
      ? { ...candidate, submissions: [submission, ...candidate.submissions.filter((own) => own.id !== submission.id)] }
      : candidate,
  );

function AssignmentItem({ assignment, onSubmit }: { assignment: Assignment; onSubmit: () => void }) {
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
          <>
            <Box>
              <Button size="small" variant="contained" startIcon={<SendIcon />} onClick={onSubmit} aria-label={t('homework.submitAnswer.openNamed', { title: assignment.title })}>
                {t('homework.submitAnswer.open')}
              </Button>
            </Box>
            <OwnSubmissions assignment={assignment} submissions={own} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * /homework/courses/{courseId}/assignments (linked from the student dashboard, not in spec 2's
 * route list): the course's assignments in order; a student sees their own submissions to each
 * and submits an answer from here, a teacher the counts and a link to each assignment. While a
 * student's latest version of any assignment is Pending, the list is read again every 5 s (for
 * 2 minutes at most), so the grade appears without a reload.
 */
export function CourseAssignmentsPage() {
  const t = useT();
  const api = useApi();
  const courseId = useRouteId('courseId');
  const { load, reload, update } = useLoad(courseId, (client) => readCourseAssignments(client, courseId ?? ''));
  const [answering, setAnswering] = useState<Assignment | null>(null);
  // Each answer sent starts the 2 minutes of looking again.
  const [sent, setSent] = useState(0);
  const courseName = load.kind === 'ready' ? load.value[0]?.course.name : undefined;

  const pending = load.kind === 'ready' && load.value.some(latestIsPending);
  const watching = usePendingRefresh(
    pending,
    `${courseId ?? ''}:${sent}`,
    () => readCourseAssignments(api, courseId ?? ''),
    (assignments) => update(() => assignments),
  );

  const onSent = (submission: Submission) => {
    // Shown at once as Pending, then the list as the server has it.
    update((current) => withSubmission(current, submission));
    setSent((count) => count + 1);
    void reload();
  };

  return (
    <HomeworkPage title={t('homework.courseAssignments.title')} subtitle={courseName} back={{ to: homeworkScreens.dashboard, label: t('homework.toDashboard') }}>
      <Loaded load={load} reload={reload} notFound="homework.courseNotFound" failed="homework.loadFailed">
        {(assignments) =>
          assignments.length === 0 ? (
            <Typography color="text.secondary">{t('homework.courseAssignments.empty')}</Typography>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: watching ? 2 : 0 }}>
                {watching ? t('homework.courseAssignments.refreshing') : ''}
              </Typography>
              <Box component="ul" aria-label={t('homework.courseAssignments.title')} sx={plainList}>
                {assignments.map((assignment) => (
                  <AssignmentItem key={assignment.id} assignment={assignment} onSubmit={() => setAnswering(assignment)} />
                ))}
              </Box>
            </>
          )
        }
      </Loaded>
      {answering !== null && <SubmitAnswerDialog assignment={answering} onClose={() => setAnswering(null)} onSent={onSent} />}
    </HomeworkPage>
  );
}
