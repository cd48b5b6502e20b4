import { Box, Typography, useTheme } from '@mui/material';
import { LineChart, lineClasses, type LineSeries } from '@mui/x-charts/LineChart';
import { useId, type ReactNode } from 'react';
import { srOnly } from '../../../shell/sr-only';

/** One day of a series: its value and, for a watched metric, the expected band and whether it was flagged. */
export interface FigurePoint {
  label: string;
  value: number | null;
  lower?: number | null;
  upper?: number | null;
  anomaly?: boolean;
}

export interface FigureLabels {
  value: string;
  band: string;
  lower: string;
  anomaly: string;
}

interface Props {
  title: string;
  description: string;
  points: readonly FigurePoint[];
  labels: FigureLabels;
  format: (value: number) => string;
  /** What a point with no value reads as. */
  none: string;
  /** The text read to screen readers instead of the drawing (a table of the anomalies, of the days). */
  summary: ReactNode;
  headingLevel?: 'h3' | 'h4';
  height?: number;
}

const ANOMALY_SERIES = 'anomalies';

/**
 * A line over days with, when the points carry them, the expected band drawn as an area from
 * lower to upper (a lower line with the band's height stacked on it) and the flagged days as
 * marks of their own. The drawing is for the eye and kept out of the keyboard and screen
 * readers' way (inert); its title, description and `summary` say what it shows.
 */
export function LineFigure({ title, description, points, labels, format, none, summary, headingLevel = 'h3', height = 240 }: Props) {
  const theme = useTheme();
  const titleId = useId();
  const descId = useId();
  const hasBand = points.some((point) => point.lower != null && point.upper != null);
  const hasAnomalies = points.some((point) => point.anomaly === true && point.value !== null);
  const bandOf = (point: FigurePoint) => (point.lower != null && point.upper != null ? { lower: point.lower, upper: point.upper } : null);
  const formatted = (value: number | null) => (value === null ? none : format(value));

  const series: LineSeries[] = [
    ...(hasBand
      ? [
          { id: 'lower', data: points.map((point) => bandOf(point)?.lower ?? null), stack: 'band', showMark: false, color: theme.palette.info.light, label: labels.lower, valueFormatter: formatted },
          {
            id: 'band',
            data: points.map((point) => {
              const band = bandOf(point);
              return band === null ? null : band.upper - band.lower;
            }),
            stack: 'band',
            area: true,
            showMark: false,
            color: theme.palette.info.light,
            label: labels.band,
            // The stacked series holds the band's height; its tooltip says the range itself.
            valueFormatter: (_value: number | null, { dataIndex }: { dataIndex: number }) => {
              const point = points[dataIndex];
              const band = point === undefined ? null : bandOf(point);
              return band === null ? none : `${format(band.lower)} – ${format(band.upper)}`;
            },
          },
        ]
      : []),
    { id: 'value', data: points.map((point) => point.value), showMark: false, color: theme.palette.primary.main, label: labels.value, valueFormatter: formatted },
    ...(hasAnomalies
      ? [
          {
            id: ANOMALY_SERIES,
            data: points.map((point) => (point.anomaly === true ? point.value : null)),
            showMark: true,
            shape: 'diamond' as const,
            color: theme.palette.error.main,
            label: labels.anomaly,
            valueFormatter: formatted,
          },
        ]
      : []),
  ];

  return (
    <Box component="figure" aria-labelledby={titleId} aria-describedby={descId} sx={{ m: 0 }}>
      <Typography variant="subtitle1" component={headingLevel} id={titleId} sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" id={descId}>
        {description}
      </Typography>
      {/* inert, not only aria-hidden: the chart's SVG takes focus for its tooltips, and a hidden focusable is a trap for screen readers. */}
      <Box inert data-testid="chart-drawing" sx={{ width: '100%', height }}>
        <LineChart
          height={height}
          skipAnimation
          title={title}
          desc={description}
          xAxis={[{ scaleType: 'point', data: points.map((point) => point.label) }]}
          // Wide enough for '10,000' or '$18,500': the default cuts the longer labels.
          yAxis={[{ width: 'auto' }]}
          series={series}
          // The flagged days are marks only: no line joins two of them.
          sx={{ [`& .${lineClasses.line}[data-series="${ANOMALY_SERIES}"]`]: { display: 'none' }, [`& .${lineClasses.line}[data-series="lower"]`]: { strokeDasharray: '4 4' },
            // A light band, so the line itself stays the figure's subject.
            [`& .${lineClasses.area}[data-series="band"]`]: { fillOpacity: 0.3 },
          }}
        />
      </Box>
      <Box sx={srOnly}>{summary}</Box>
    </Box>
  );
}
