import { Alert, AlertTitle, Box } from '@mui/material';
import type { ReviewFlag } from '../../../../../contracts/homework.ts';
import { useLocale } from '../../../i18n/LocaleProvider';

/** One flag in the teacher's language. */
function useFlagText() {
  const { t } = useLocale();
  return (flag: ReviewFlag): string => {
    switch (flag.kind) {
      case 'addresses_grader':
        return t('homework.assignment.review.flags.addressesGrader', { phrase: flag.phrase, where: t(`homework.assignment.review.flags.where.${flag.where}`, { file: flag.file ?? '' }) });
      case 'model_flagged':
        return t('homework.assignment.review.flags.modelFlagged');
      case 'unreadable_file':
        return t('homework.assignment.review.flags.unreadableFile', { file: flag.file });
      case 'too_long':
        return t('homework.assignment.review.flags.tooLong', { characters: flag.characters, limit: flag.limit });
    }
  };
}

/**
 * What held this grade besides the AI's confidence (docs/decisions.md 'What releases an AI
 * grade'): above all, words in the work addressed to the grader, which the AI may have obeyed, so
 * the teacher checks the proposed score against the criteria before accepting it.
 */
export function ReviewFlags({ flags }: { flags: readonly ReviewFlag[] | null | undefined }) {
  const { t } = useLocale();
  const text = useFlagText();
  if (!flags?.length) return null;
  return (
    <Alert severity="error" data-testid="review-flags">
      <AlertTitle>{t('homework.assignment.review.flags.title')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {flags.map((flag, index) => (
          <li key={index}>{text(flag)}</li>
        ))}
      </Box>
    </Alert>
  );
}
