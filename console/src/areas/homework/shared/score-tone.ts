import { SCORE_COLOURS } from '../../../../../contracts/homework.ts';

export type ScoreTone = 'success' | 'warning' | 'error';
export type ScoreScale = keyof typeof SCORE_COLOURS;

/** A score's share of the maximum, in percent; null when there is no scale to measure it on. */
export const percentOf = (score: number, maxScore: number | null): number | null => (maxScore === null || maxScore <= 0 ? null : (score / maxScore) * 100);

/**
 * Spec 9: green at or above the scale's good mark, yellow at or above its fair mark, else red
 * (80/60 on the course and assignment screens, 90/70 in the gradebook).
 */
export function scoreTone(percent: number, scale: ScoreScale): ScoreTone {
  const { good, fair } = SCORE_COLOURS[scale];
  if (percent >= good) return 'success';
  if (percent >= fair) return 'warning';
  return 'error';
}
