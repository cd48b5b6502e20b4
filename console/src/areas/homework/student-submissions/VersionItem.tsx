import { Box, Stack, Typography } from '@mui/material';
import { HOMEWORK_LIMITS } from '../../../../../contracts/homework.ts';
import { useLocale } from '../../../i18n/LocaleProvider';
import { Feedback } from '../assignment/Feedback';
import { formatDateTime, formatPercent, truncate } from '../shared/format';
import type { Submission } from '../shared/homework-api';
import { percentOf } from '../shared/score-tone';
import { SubmissionFiles } from '../shared/SubmissionFiles';
import { SubmissionState } from '../shared/SubmissionState';

/** One version of a student's answer: score and percent, the answer cut at 300 characters (spec 9), files and feedback. */
export function VersionItem({ submission }: { submission: Submission }) {
  const { t, locale } = useLocale();
  const { finalScore, assignment } = submission;
  const percent = finalScore === null ? null : percentOf(finalScore, assignment.gradingEnabled ? assignment.maxScore : null);
  return (
    <Box component="li" data-testid="submission-version" sx={{ borderLeft: 3, borderColor: 'divider', pl: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" component="h4">
          {t('homework.studentSubmissions.version', { version: submission.version })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('homework.studentSubmissions.submitted', { time: formatDateTime(submission.submittedAt, locale) })}
        </Typography>
        <SubmissionState submission={submission} />
        {percent !== null && (
          <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="version-percent">
            {t('homework.score.percent', { percent: formatPercent(percent, locale) })}
          </Typography>
        )}
      </Stack>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} data-testid="version-content">
        {truncate(submission.content, HOMEWORK_LIMITS.previewChars)}
      </Typography>
      <SubmissionFiles files={submission.files} />
      <Feedback submission={submission} />
    </Box>
  );
}
