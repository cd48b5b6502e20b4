import { Box, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useId } from 'react';
import { ScreenReaderTable } from '../../../shell/ScreenReaderTable';

export interface ChartPoint {
  label: string;
  value: number | null;
}

interface Props {
  title: string;
  description: string;
  /** The header of the labels' column in the table read to screen readers. */
  categoryHeader: string;
  valueHeader: string;
  points: readonly ChartPoint[];
  /** How a value reads in the table and the tooltip. */
  format: (value: number) => string;
  /** What the table says for a point with no value. */
  none: string;
  /** Heading level below the page's sections. */
  headingLevel?: 'h2' | 'h3';
  maxValue?: number;
}

/**
 * A bar chart with its title and description as text, and the same numbers as a table that
 * screen readers read instead of the drawing (the drawing itself is hidden from them).
 */
export function BarChartFigure({ title, description, categoryHeader, valueHeader, points, format, none, headingLevel = 'h2', maxValue }: Props) {
  const titleId = useId();
  const descId = useId();
  return (
    <Box component="figure" aria-labelledby={titleId} aria-describedby={descId} sx={{ m: 0 }}>
      <Typography variant="h6" component={headingLevel} id={titleId}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" id={descId}>
        {description}
      </Typography>
      {/* inert, not only aria-hidden: the chart's SVG takes focus for its tooltips, and a hidden focusable is a trap for screen readers. */}
      <Box inert data-testid="chart-drawing" sx={{ width: '100%', height: 260 }}>
        <BarChart
          height={260}
          skipAnimation
          hideLegend
          title={title}
          desc={description}
          xAxis={[{ scaleType: 'band', data: points.map((point) => point.label) }]}
          yAxis={[{ min: 0, ...(maxValue === undefined ? {} : { max: maxValue }) }]}
          series={[{ data: points.map((point) => point.value), label: valueHeader, valueFormatter: (value: number | null) => (value === null ? none : format(value)) }]}
        />
      </Box>
      <ScreenReaderTable caption={title}>
        <thead>
          <tr>
            <th scope="col">{categoryHeader}</th>
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point, index) => (
            <tr key={`${point.label}-${index}`}>
              <th scope="row">{point.label}</th>
              <td>{point.value === null ? none : format(point.value)}</td>
            </tr>
          ))}
        </tbody>
      </ScreenReaderTable>
    </Box>
  );
}
