import AutorenewIcon from '@mui/icons-material/Autorenew';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { Box, Button, Card, CardContent, Divider, Link, Typography } from '@mui/material';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useLocale } from '../../../i18n/LocaleProvider';
import { formatDateTime, formatPercent } from '../shared/format';
import type { Submission } from '../shared/homework-api';
import { IconAction } from '../shared/IconAction';
import { homeworkScreens } from '../shared/routes';
import { SubmissionFiles } from '../shared/SubmissionFiles';
import { SubmissionState } from '../shared/SubmissionState';
import { Feedback } from './Feedback';

interface Props {
  submission: Submission;
  /** Only for an assignment with scores. */
  onSetScore?: () => void;
  /** Sends it to the AI again (a job is queued; the card shows Pending after). */
  onRegrade: () => void;
  /** While its regrade is being asked for. */
  regrading?: boolean;
  onDelete: () => void;
}

/** Who gave the grade in force, and how sure the AI was of it: 'Graded by AI · AI confidence: 85%'. */
function GradedBy({ submission }: { submission: Submission }) {
  const { t, locale } = useLocale();
  if (submission.gradedBy === null) return null;
  const parts = [t(submission.gradedBy === 'ai' ? 'homework.assignment.gradedByAi' : 'homework.assignment.gradedByTeacher')];
  if (submission.gradedBy === 'ai' && submission.aiConfidence != null) parts.push(t('homework.assignment.confidence', { percent: formatPercent(submission.aiConfidence * 100, locale) }));
  return (
    <Typography variant="body2" color="text.secondary" data-testid="graded-by">
      {parts.join(' · ')}
    </Typography>
  );
}

/**
 * Spec 2: one submission of the assignment: the student with a link to all their submissions,
 * when it came, its score or state, the answer, files (with what the AI read from them) and
 * feedback with who graded it; Set score, Regrade and Delete.
 */
export function SubmissionCard({ submission, onSetScore, onRegrade, regrading = false, onDelete }: Props) {
  const { t, locale } = useLocale();
  const nameId = useId();
  const name = submission.cohortStudent.displayName;
  return (
    <Card component="li" aria-labelledby={nameId} data-testid="submission-card">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h3" id={nameId} sx={{ wordBreak: 'break-word' }}>
              {name}
            </Typography>
            <Link component={RouterLink} to={homeworkScreens.studentSubmissions(submission.cohortStudent.id)} variant="body2" aria-label={t('homework.assignment.viewAllNamed', { name })}>
              {t('homework.assignment.viewAll')}
            </Link>
            <Typography variant="body2" color="text.secondary">
              {t('homework.assignment.submitted', { time: formatDateTime(submission.submittedAt, locale) })} · {t('homework.assignment.version', { version: submission.version })}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <SubmissionState submission={submission} />
            {onSetScore !== undefined && (
              <Button size="small" variant="outlined" startIcon={<EditNoteIcon />} onClick={onSetScore} aria-label={t('homework.assignment.setScoreNamed', { name })}>
                {t('homework.assignment.setScore')}
              </Button>
            )}
            <Button size="small" variant="outlined" startIcon={<AutorenewIcon />} onClick={onRegrade} disabled={regrading} aria-label={t('homework.assignment.regradeNamed', { name })}>
              {t(regrading ? 'homework.assignment.regrading' : 'homework.assignment.regrade')}
            </Button>
            <IconAction label={t('homework.assignment.delete', { name })} icon={<DeleteOutlineIcon fontSize="small" />} onClick={onDelete} color="error" />
          </Box>
        </Box>
        <Divider />
        <Box>
          <Typography variant="subtitle2" component="p">
            {t('homework.assignment.answer')}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} data-testid="submission-content">
            {submission.content.trim() === '' ? t('homework.assignment.noText') : submission.content}
          </Typography>
        </Box>
        <SubmissionFiles files={submission.files} />
        <Feedback submission={submission} />
        <GradedBy submission={submission} />
      </CardContent>
    </Card>
  );
}
