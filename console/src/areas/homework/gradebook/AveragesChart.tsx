import { Card, CardContent, Typography } from '@mui/material';
import { useLocale } from '../../../i18n/LocaleProvider';
import { BarChartFigure } from '../shared/BarChartFigure';
import { formatPercent } from '../shared/format';
import type { Gradebook } from '../shared/homework-api';

/** The mean percent of each assignment (the contract's assignmentAverages), drawn and as a table for screen readers. */
export function AveragesChart({ gradebook }: { gradebook: Gradebook }) {
  const { t, locale } = useLocale();
  const averages = new Map(gradebook.assignmentAverages.map((entry) => [entry.assignmentId, entry.average]));
  return (
    <Card>
      <CardContent>
        {gradebook.assignments.length === 0 ? (
          <>
            <Typography variant="h6" component="h2">
              {t('homework.gradebook.chartTitle')}
            </Typography>
            <Typography color="text.secondary">{t('homework.gradebook.noAssignments')}</Typography>
          </>
        ) : (
          <BarChartFigure
            title={t('homework.gradebook.chartTitle')}
            description={t('homework.gradebook.chartDesc')}
            categoryHeader={t('homework.gradebook.assignment')}
            valueHeader={t('homework.gradebook.averagePercent')}
            points={gradebook.assignments.map((assignment) => ({ label: assignment.title, value: averages.get(assignment.id) ?? null }))}
            format={(value) => t('homework.score.percent', { percent: formatPercent(value, locale) })}
            none={t('homework.none')}
            maxValue={100}
          />
        )}
      </CardContent>
    </Card>
  );
}
