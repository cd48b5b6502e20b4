import { Box, Typography } from '@mui/material';
import { useLocale } from '../../../i18n/LocaleProvider';
import { formatDateTime } from '../shared/format';
import type { Submission } from '../shared/homework-api';

/** The feedback in force with when it was given: the AI's, or the teacher's once they set the grade. */
export function Feedback({ submission }: { submission: Pick<Submission, 'finalFeedback' | 'checkedAt' | 'gradedBy'> }) {
  const { t, locale } = useLocale();
  if (submission.finalFeedback === null) return null;
  return (
    <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.5 }} data-testid="submission-feedback">
      <Typography variant="subtitle2" component="p">
        {t(submission.gradedBy === 'teacher' ? 'homework.assignment.teacherFeedback' : 'homework.assignment.aiFeedback')}
        {submission.checkedAt !== null && (
          <Typography component="span" variant="body2" color="text.secondary">
            {' · '}
            {t('homework.assignment.gradedAt', { time: formatDateTime(submission.checkedAt, locale) })}
          </Typography>
        )}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {submission.finalFeedback}
      </Typography>
    </Box>
  );
}
