import AutorenewIcon from '@mui/icons-material/Autorenew';
import { Box, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { submissionsExportFileName } from '../../../../../contracts/homework.ts';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useApi } from '../../../api/ApiContext';
import { useLocale } from '../../../i18n/LocaleProvider';
import { AssignmentBadge } from '../shared/AssignmentBadge';
import { ConfirmActionDialog } from '../shared/ConfirmActionDialog';
import { reportFailure, showSuccess } from '../shared/errors';
import { ExportButton } from '../shared/ExportButton';
import { formatFixed, formatScore } from '../shared/format';
import { homeworkApi, type Submission } from '../shared/homework-api';
import { HomeworkPage } from '../shared/HomeworkPage';
import { plainList } from '../shared/layout';
import { Loaded } from '../shared/Loaded';
import { homeworkScreens } from '../shared/routes';
import { Section } from '../shared/Section';
import { StatCards } from '../shared/StatCards';
import { useBackToCourse } from '../shared/use-back-to-course';
import { useExport } from '../shared/use-export';
import { useItemDialog } from '../shared/use-item-dialog';
import { useLoad } from '../shared/use-load';
import { useRouteId } from '../shared/use-route-id';
import { needingReview } from './needs-review';
import { NeedsReviewSection } from './NeedsReviewSection';
import { newestFirst, readAssignment } from './read-assignment';
import { RegradeAllDialog } from './RegradeAllDialog';
import { RegradeProgress } from './RegradeProgress';
import { SetScoreDialog } from './SetScoreDialog';
import { SubmissionCard } from './SubmissionCard';
import { useFollowSubmissions } from './use-follow-submissions';
import { useRegradeRun } from './use-regrade-run';

/**
 * Spec 2 '/homework/assignments/{id}': the assignment, its grading criteria and figures, the
 * grades waiting for the teacher's review (Accept or Change score), and its submissions newest
 * first, each with Set score (assignments with scores), Regrade and Delete (confirmed).
 * A single Regrade is followed until the AI's new grade is in (use-follow-submissions.ts);
 * 'Regrade All Submissions' starts a run in the background, followed here until it ends. The
 * submissions come as CSV too.
 */
export function AssignmentPage() {
  const { t, locale } = useLocale();
  const api = useApi();
  const id = useRouteId('id');
  const { load, reload, update } = useLoad(id, (client) => readAssignment(client, id ?? ''));
  const deleting = useItemDialog<Submission>();
  const [scoring, setScoring] = useState<Submission | null>(null);
  const [regrading, setRegrading] = useState<ReadonlySet<string>>(new Set());
  const [confirmingRegradeAll, setConfirmingRegradeAll] = useState(false);
  const run = useRegradeRun(id, () => void reload());
  const exporter = useExport();
  const list = useRef<HTMLDivElement>(null);
  const assignment = load.kind === 'ready' ? load.value.assignment : null;
  const maxScore = assignment?.gradingEnabled ? assignment.maxScore : null;
  const back = useBackToCourse(assignment?.course.id ?? null, 'dashboard');

  const hasSubmissions = load.kind === 'ready' && load.value.submissions.length > 0;

  /** A submission the server answered changed (scored, accepted, sent to regrade): shown at once, then the figures read again. */
  const replaced = (saved: Submission) => {
    update((current) => ({ ...current, submissions: newestFirst(current.submissions.map((candidate) => (candidate.id === saved.id ? saved : candidate))) }));
    void reload();
  };

  // A submission sent to regrade here is asked about until its new grade is in: then shown, with the figures.
  const follow = useFollowSubmissions(id, replaced);

  const regrade = async (submission: Submission) => {
    setRegrading((current) => new Set(current).add(submission.id));
    try {
      const queued = await homeworkApi.regradeSubmission(api, submission.id);
      replaced(queued);
      if (queued.status === 'pending') follow(queued.id);
      showSuccess('homework.assignment.regradeQueued', { key: 'homework.assignment.regradeQueuedBody' });
    } catch (error) {
      reportFailure(error, 'homework.assignment.regradeFailed');
    } finally {
      setRegrading((current) => {
        const next = new Set(current);
        next.delete(submission.id);
        return next;
      });
    }
  };

  return (
    <HomeworkPage
      title={assignment?.title ?? t('homework.title')}
      subtitle={
        assignment !== null && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
            <AssignmentBadge maxScore={maxScore} />
            <Link component={RouterLink} to={homeworkScreens.course(assignment.course.id)}>
              {t('homework.assignment.course', { name: assignment.course.name })}
            </Link>
          </Stack>
        )
      }
      back={back}
      actions={
        assignment !== null && (
          <>
            {hasSubmissions && (
              <Button variant="outlined" startIcon={<AutorenewIcon />} onClick={() => setConfirmingRegradeAll(true)} disabled={run.running}>
                {t('homework.assignment.regradeAll')}
              </Button>
            )}
            <ExportButton
              exporting={exporter.exporting}
              onClick={() => void exporter.run((client) => homeworkApi.submissionsCsv(client, assignment.id), () => submissionsExportFileName(assignment.title, new Date()))}
            />
          </>
        )
      }
    >
      <Loaded load={load} reload={reload} notFound="homework.assignmentNotFound" failed="homework.loadFailed">
        {({ assignment: value, submissions }) => {
          const { stats } = value;
          const average = stats.graded > 0 && stats.averageScore !== null ? (maxScore === null ? formatFixed(stats.averageScore, locale) : `${formatFixed(stats.averageScore, locale)} / ${formatScore(maxScore, locale)}`) : null;
          return (
            <>
              <Typography sx={{ whiteSpace: 'pre-wrap', mb: 3 }}>{value.description}</Typography>
              <Card sx={{ mb: 3 }}>
                <CardContent>
                  <Typography variant="h6" component="h2">
                    {t('homework.assignment.criteria')}
                  </Typography>
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }} data-testid="check-prompt">
                    {value.checkPrompt}
                  </Typography>
                  {value.feedbackPrompt !== null && (
                    <>
                      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
                        {t('homework.assignment.feedbackPrompt')}
                      </Typography>
                      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                        {value.feedbackPrompt}
                      </Typography>
                    </>
                  )}
                </CardContent>
              </Card>
              <StatCards
                label={t('homework.assignment.stats')}
                stats={[
                  { label: t('homework.assignment.total'), value: stats.total },
                  { label: t('homework.assignment.graded'), value: stats.graded },
                  { label: t('homework.assignment.pending'), value: stats.pending },
                  ...(average === null ? [] : [{ label: t('homework.assignment.average'), value: average }]),
                ]}
              />
              <RegradeProgress stats={run.stats} onDismiss={run.dismiss} />
              <NeedsReviewSection submissions={needingReview(submissions)} maxScore={maxScore} onAccepted={replaced} onChangeScore={setScoring} />
              <Section title={t('homework.assignment.submissions')} testId="submissions-section">
                <Box ref={list} tabIndex={-1} sx={{ outline: 'none' }}>
                  {submissions.length === 0 ? (
                    <Typography color="text.secondary">{t('homework.assignment.empty')}</Typography>
                  ) : (
                    <Box component="ul" aria-label={t('homework.assignment.submissions')} sx={plainList}>
                      {submissions.map((submission) => (
                        <SubmissionCard
                          key={submission.id}
                          submission={submission}
                          onSetScore={maxScore === null ? undefined : () => setScoring(submission)}
                          onRegrade={() => void regrade(submission)}
                          regrading={regrading.has(submission.id)}
                          onDelete={() => deleting.openFor(submission)}
                        />
                      ))}
                    </Box>
                  )}
                </Box>
              </Section>
            </>
          );
        }}
      </Loaded>
      <ConfirmActionDialog
        dialog={deleting}
        texts="homework.assignment.deleteDialog"
        done="homework.assignment.deleted"
        failed="homework.assignment.deleteFailed"
        nameOf={(submission) => submission.cohortStudent.displayName}
        action={(api, submission) => homeworkApi.deleteSubmission(api, submission.id)}
        onDone={(submission) => {
          update((current) => ({ ...current, submissions: current.submissions.filter((candidate) => candidate.id !== submission.id) }));
          // The figures changed with it.
          void reload();
        }}
        returnFocusTo={list}
      />
      {scoring !== null && maxScore !== null && <SetScoreDialog submission={scoring} maxScore={maxScore} onClose={() => setScoring(null)} onSaved={replaced} />}
      {confirmingRegradeAll && assignment !== null && <RegradeAllDialog assignment={assignment} onClose={() => setConfirmingRegradeAll(false)} onStarted={run.started} onRefused={run.check} />}
    </HomeworkPage>
  );
}
