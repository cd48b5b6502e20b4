import InsightsIcon from '@mui/icons-material/Insights';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { SvgIconComponent } from '@mui/icons-material';
import { INSIGHT_TYPES, type InsightType, type Severity } from '../../../../../contracts/analytics.ts';

/** Spec 2: an icon per type, and one for any other type a newer server sends. */
export const typeIcon = (type: string): SvgIconComponent =>
  ({ ANOMALY: WarningAmberIcon, TREND: TrendingUpIcon, RECOMMENDATION: LightbulbOutlinedIcon })[type as InsightType] ?? InsightsIcon;

export const knownType = (type: string): InsightType | 'other' => (INSIGHT_TYPES.includes(type as InsightType) ? (type as InsightType) : 'other');

/**
 * Spec 2: CRITICAL red, HIGH orange, MEDIUM yellow, LOW green; each text colour reads on its
 * badge at 4.5:1 or more (WCAG AA for small text).
 */
export const SEVERITY_COLOURS: Record<Severity, { background: string; text: string }> = {
  CRITICAL: { background: '#c62828', text: '#ffffff' },
  HIGH: { background: '#c2410c', text: '#ffffff' },
  MEDIUM: { background: '#facc15', text: '#1f2937' },
  LOW: { background: '#2e7d32', text: '#ffffff' },
};
