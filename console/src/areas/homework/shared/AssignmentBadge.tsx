import { Chip } from '@mui/material';
import { useT } from '../../../i18n/LocaleProvider';

/** Spec 2: '{maxScore} points' for a graded assignment, 'Feedback Only' when grading is off. */
export function AssignmentBadge({ maxScore }: { maxScore: number | null }) {
  const t = useT();
  return maxScore === null ? (
    <Chip size="small" variant="outlined" label={t('homework.badge.feedbackOnly')} />
  ) : (
    <Chip size="small" color="primary" variant="outlined" label={t('homework.badge.points', { smart_count: maxScore })} />
  );
}
