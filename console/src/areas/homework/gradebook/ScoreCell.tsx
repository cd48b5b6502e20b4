import { Box, TableCell } from '@mui/material';
import { useLocale } from '../../../i18n/LocaleProvider';
import { srOnly } from '../../../shell/sr-only';
import { formatScore } from '../shared/format';
import { percentOf, scoreTone } from '../shared/score-tone';

const toneColour = { success: 'success.main', warning: 'warning.main', error: 'error.main' } as const;

/** One score of the gradebook: coloured at 90/70 percent of the maximum (spec 9); a dash when there is none. */
export function ScoreCell({ score, maxScore }: { score: number | null; maxScore: number }) {
  const { t, locale } = useLocale();
  if (score === null) {
    return (
      <TableCell align="center" data-testid="score-cell" data-tone="none">
        <span aria-hidden>{t('homework.none')}</span>
        <Box component="span" sx={srOnly}>
          {t('homework.gradebook.noScore')}
        </Box>
      </TableCell>
    );
  }
  const tone = scoreTone(percentOf(score, maxScore) ?? 0, 'gradebook');
  return (
    <TableCell align="center" data-testid="score-cell" data-tone={tone} sx={{ color: toneColour[tone], fontWeight: 700 }}>
      {formatScore(score, locale)}
    </TableCell>
  );
}
