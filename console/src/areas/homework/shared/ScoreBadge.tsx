import { Chip } from '@mui/material';
import { useLocale } from '../../../i18n/LocaleProvider';
import { formatPercent, formatScore } from './format';
import { percentOf, scoreTone, type ScoreScale } from './score-tone';

interface Props {
  score: number;
  maxScore: number;
  scale?: ScoreScale;
}

/** A score as 'score/max', coloured by its share of the maximum (spec 9), its full reading for screen readers. */
export function ScoreBadge({ score, maxScore, scale = 'course' }: Props) {
  const { t, locale } = useLocale();
  const percent = percentOf(score, maxScore) ?? 0;
  const values = { score: formatScore(score, locale), max: formatScore(maxScore, locale), percent: formatPercent(percent, locale) };
  return (
    <Chip
      size="small"
      color={scoreTone(percent, scale)}
      label={t('homework.score.outOf', values)}
      aria-label={t('homework.score.label', values)}
      data-tone={scoreTone(percent, scale)}
      sx={{ fontWeight: 700 }}
    />
  );
}
