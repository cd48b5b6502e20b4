import { Chip, Stack } from '@mui/material';
import { useT } from '../../../i18n/LocaleProvider';
import type { Submission } from './homework-api';
import { ScoreBadge } from './ScoreBadge';

type Shown = Pick<Submission, 'finalScore' | 'status'> & { assignment: { maxScore: number | null; gradingEnabled: boolean } };

/**
 * Spec 2: a submission's score badge, else 'Pending' (finalScore null), 'Feedback Only' for an
 * assignment without scores, and 'Needs review' for an unsure AI grade held for the teacher.
 */
export function SubmissionState({ submission }: { submission: Shown }) {
  const t = useT();
  const { finalScore, status, assignment } = submission;
  const scored = assignment.gradingEnabled && assignment.maxScore !== null;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {scored && finalScore !== null && <ScoreBadge score={finalScore} maxScore={assignment.maxScore ?? 0} />}
      {!scored && <Chip size="small" variant="outlined" label={t('homework.status.feedbackOnly')} />}
      {status === 'needs_review' && <Chip size="small" color="warning" label={t('homework.status.needsReview')} />}
      {status === 'pending' && <Chip size="small" label={t('homework.status.pending')} />}
    </Stack>
  );
}
