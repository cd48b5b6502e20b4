import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { Box, Button, Card, CardContent, Divider, Link, Typography } from '@mui/material';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useLocale } from '../../../i18n/LocaleProvider';
import { formatDateTime } from '../shared/format';
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
  onDelete: () => void;
}

/**
 * Spec 2: one submission of the assignment: the student with a link to all their submissions,
 * when it came, its score or state, the answer, files and feedback; Set score and Delete.
 */
export function SubmissionCard({ submission, onSetScore, onDelete }: Props) {
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
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <SubmissionState submission={submission} />
            {onSetScore !== undefined && (
              <Button size="small" variant="outlined" startIcon={<EditNoteIcon />} onClick={onSetScore} aria-label={t('homework.assignment.setScoreNamed', { name })}>
                {t('homework.assignment.setScore')}
              </Button>
            )}
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
      </CardContent>
    </Card>
  );
}
