import { Box, Card, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useLocale } from '../../../i18n/LocaleProvider';
import { formatDateTime, formatScore } from '../shared/format';
import type { StudentDashboard } from '../shared/homework-api';

type Recent = StudentDashboard['recentSubmissions'][number];

/** Spec 2: 'score/max' once graded, else 'Pending' (an assignment without scores says 'Feedback Only' once checked). */
function Outcome({ submission }: { submission: Recent }) {
  const { t, locale } = useLocale();
  const { finalScore, status, assignment } = submission;
  let text;
  if (status !== 'graded') text = t('homework.status.pending');
  else if (assignment.maxScore === null || finalScore === null) text = t('homework.status.feedbackOnly');
  else text = t('homework.score.outOf', { score: formatScore(finalScore, locale), max: formatScore(assignment.maxScore, locale) });
  return (
    <Typography component="span" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }} data-testid="own-outcome">
      {text}
    </Typography>
  );
}

/** The student's latest submissions on their dashboard. */
export function RecentOwnSubmissions({ submissions }: { submissions: StudentDashboard['recentSubmissions'] }) {
  const { t, locale } = useLocale();
  if (submissions.length === 0) return <Typography color="text.secondary">{t('homework.dashboard.student.noSubmissions')}</Typography>;
  return (
    <Card>
      <List disablePadding aria-label={t('homework.dashboard.student.recent')}>
        {submissions.map((submission) => (
          <ListItem key={submission.id} divider data-testid="own-submission" secondaryAction={<Outcome submission={submission} />}>
            <ListItemText
              primary={submission.assignment.title}
              secondary={
                <Box component="span">
                  {submission.assignment.course.name}
                  <br />
                  {formatDateTime(submission.submittedAt, locale)}
                </Box>
              }
            />
          </ListItem>
        ))}
      </List>
    </Card>
  );
}
