import type { InsightType, Severity } from '../../../../contracts/analytics.ts';

/** An insight as code found it, before it is written: its key makes writing it twice a no-op. */
export interface InsightCandidate {
  key: string;
  type: InsightType;
  severity: Severity;
  confidence: number;
  metric: string;
  source: 'revenuecat' | 'amplitude';
  change: number | null;
  observedDate: string;
  title: string;
  /** Written by code from the figures; the model may reword it (explain step), never its numbers. */
  description: string;
  /** The figures computed in code the text stands on. */
  details: Record<string, unknown>;
  alert: boolean;
}
