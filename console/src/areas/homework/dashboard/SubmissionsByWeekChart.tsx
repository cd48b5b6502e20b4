import { Card, CardContent, Typography } from '@mui/material';
import { useLocale } from '../../../i18n/LocaleProvider';
import { BarChartFigure } from '../shared/BarChartFigure';
import { formatDay } from '../shared/format';
import type { TeacherDashboard } from '../shared/homework-api';

/** Submissions per week over the last weeks (the contract's submissionsByWeek), drawn and as a table for screen readers. */
export function SubmissionsByWeekChart({ weeks }: { weeks: TeacherDashboard['submissionsByWeek'] }) {
  const { t, locale } = useLocale();
  const empty = weeks.every((week) => week.count === 0);
  return (
    <Card>
      <CardContent>
        <BarChartFigure
          headingLevel="h3"
          title={t('homework.dashboard.teacher.chartTitle')}
          description={t('homework.dashboard.teacher.chartDesc', { smart_count: weeks.length })}
          categoryHeader={t('homework.dashboard.teacher.week')}
          valueHeader={t('homework.dashboard.teacher.submissions')}
          points={weeks.map((week) => ({ label: formatDay(week.weekStart, locale), value: week.count }))}
          format={(value) => String(value)}
          none={t('homework.none')}
        />
        {empty && (
          <Typography variant="body2" color="text.secondary">
            {t('homework.dashboard.teacher.noSubmissionsYet')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
