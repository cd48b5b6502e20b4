import { Box, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useId } from 'react';
import { ScreenReaderTable } from '../../shell/ScreenReaderTable';

export interface Series {
  id: string;
  label: string;
  data: readonly number[];
}

interface Props {
  title: string;
  description: string;
  kind: 'line' | 'bar';
  /** The x axis: one label per point, oldest first. */
  categories: readonly string[];
  /** The header of the categories' column in the table read to screen readers. */
  categoryHeader: string;
  series: readonly Series[];
  format: (value: number) => string;
  /** Said instead of a drawing when there is nothing to draw. */
  empty: string;
  /** Bars of several series stacked (a total per hour), else side by side. */
  stacked?: boolean;
  height?: number;
}

/**
 * One or more series over time, drawn for the eye (inert: the SVG takes focus for its tooltips,
 * a trap for screen readers) with the same numbers as a table that screen readers read instead
 * (the analytics area's pattern). The figure is named by its title and described by its text.
 */
export function SeriesFigure({ title, description, kind, categories, categoryHeader, series, format, empty, stacked = false, height = 240 }: Props) {
  const titleId = useId();
  const descId = useId();
  const hasData = categories.length > 0 && series.length > 0;
  // A flat zero line gets an axis from 0 to 1, not ticks of 0.000000; whole ticks for counts.
  const allZero = series.every((item) => item.data.every((value) => value === 0));
  const yAxis = [{ width: 'auto' as const, min: 0, ...(allZero ? { max: 1 } : {}), tickMinStep: 1, valueFormatter: (value: number) => format(value) }];
  // Labels at least this far apart: sixty minutes on one axis would overlap.
  const xTicks = { tickLabelMinGap: 16 } as const;
  const chartSeries = series.map((item) => ({
    id: item.id,
    label: item.label,
    data: [...item.data],
    valueFormatter: (value: number | null) => (value === null ? '' : format(value)),
    ...(stacked ? { stack: 'total' } : {}),
  }));

  return (
    <Box component="figure" aria-labelledby={titleId} aria-describedby={descId} sx={{ m: 0 }}>
      <Typography variant="subtitle1" component="h3" id={titleId} sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" id={descId}>
        {description}
      </Typography>
      {hasData ? (
        <>
          {/* No fixed height around the chart: its legend is drawn above the plot, outside `height`. */}
          <Box inert data-testid="chart-drawing" sx={{ width: '100%' }}>
            {kind === 'line' ? (
              <LineChart
                height={height}
                skipAnimation
                xAxis={[{ scaleType: 'point', data: [...categories], ...xTicks }]}
                yAxis={yAxis}
                series={chartSeries.map((item) => ({ ...item, showMark: false }))}
              />
            ) : (
              <BarChart height={height} skipAnimation xAxis={[{ scaleType: 'band', data: [...categories], ...xTicks }]} yAxis={yAxis} series={chartSeries} />
            )}
          </Box>
          <ScreenReaderTable caption={title}>
            <thead>
              <tr>
                <th scope="col">{categoryHeader}</th>
                {series.map((item) => (
                  <th scope="col" key={item.id}>
                    {item.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {categories.map((category, index) => (
                <tr key={`${category}-${index}`}>
                  <th scope="row">{category}</th>
                  {series.map((item) => (
                    <td key={item.id}>{format(item.data[index] ?? 0)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </ScreenReaderTable>
        </>
      ) : (
        <Typography variant="body2" sx={{ py: 2 }}>
          {empty}
        </Typography>
      )}
    </Box>
  );
}
