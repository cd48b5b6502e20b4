import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingFlatIcon from '@mui/icons-material/TrendingFlat';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { useT } from '../../../i18n/LocaleProvider';
import type { GradebookStudent } from '../shared/homework-api';

/** A student's trend as an icon with its word for screen readers (an SVG title), coloured as it reads. */
export function TrendIcon({ trend }: { trend: GradebookStudent['trend'] }) {
  const t = useT();
  if (trend === null) return null;
  const label = t(`homework.gradebook.trend.${trend}`);
  if (trend === 'up') return <TrendingUpIcon fontSize="small" color="success" titleAccess={label} data-trend="up" />;
  if (trend === 'down') return <TrendingDownIcon fontSize="small" color="error" titleAccess={label} data-trend="down" />;
  return <TrendingFlatIcon fontSize="small" sx={{ color: 'text.secondary' }} titleAccess={label} data-trend="flat" />;
}
