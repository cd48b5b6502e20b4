import { Box, Typography } from '@mui/material';
import { useLocale } from '../../../i18n/LocaleProvider';
import { Feedback } from '../assignment/Feedback';
import { formatDateTime, formatScore } from '../shared/format';
import type { Assignment, Submission } from '../shared/homework-api';

/** 'score/max' once graded; 'Pending' until then (and for an unsure AI grade still with the teacher). */
function outcome(submission: Submission, assignment: Assignment, t: (key: 'homework.status.pending' | 'homework.status.feedbackOnly') => string, format: (value: number) => string): string {
  if (submission.status !== 'graded') return t('homework.status.pending');
  if (!assignment.gradingEnabled || assignment.maxScore === null || submission.finalScore === null) return t('homework.status.feedbackOnly');
  return `${format(submission.finalScore)}/${format(assignment.maxScore)}`;
}

/** A student's own versions of one assignment, newest first, each with its grade and feedback. */
export function OwnSubmissions({ assignment, submissions }: { assignment: Assignment; submissions: readonly Submission[] }) {
  const { t, locale } = useLocale();
  if (submissions.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('homework.courseAssignments.noSubmissions')}
      </Typography>
    );
  }
  const versions = [...submissions].sort((a, b) => b.version - a.version);
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {t('homework.courseAssignments.mySubmissions')}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {versions.map((submission) => (
          <Box component="li" key={submission.id} data-testid="own-version" sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5, display: 'grid', gap: 0.5 }}>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t('homework.courseAssignments.version', { version: submission.version })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('homework.courseAssignments.submitted', { time: formatDateTime(submission.submittedAt, locale) })}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="own-version-outcome">
                {outcome(submission, assignment, t, (value) => formatScore(value, locale))}
              </Typography>
            </Box>
            <Feedback submission={submission} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
