import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, Card, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { gradebookFileName } from '../../../../../contracts/homework.ts';
import { useLocale } from '../../../i18n/LocaleProvider';
import { ExportButton } from '../shared/ExportButton';
import { formatPercent } from '../shared/format';
import { homeworkApi } from '../shared/homework-api';
import { HomeworkPage } from '../shared/HomeworkPage';
import { Loaded } from '../shared/Loaded';
import { StatCards } from '../shared/StatCards';
import { useBackToCourse } from '../shared/use-back-to-course';
import { useExport } from '../shared/use-export';
import { useRouteId } from '../shared/use-route-id';
import { AveragesChart } from './AveragesChart';
import { GradebookFilters } from './GradebookFilters';
import { GradebookTable } from './GradebookTable';
import { studentRows } from './student-rows';
import { useGradebook } from './use-gradebook';

/**
 * Spec 2 '/homework/courses/{courseId}/gradebook': the four figures, search and cohort filter,
 * the table of scores, Refresh and 'Export CSV' (named by gradebookFileName), and the average
 * of each assignment as a chart.
 */
export function GradebookPage() {
  const { t, locale } = useLocale();
  const courseId = useRouteId('courseId');
  const [cohortId, setCohortId] = useState('');
  const [search, setSearch] = useState('');
  const { load, reload, cohorts } = useGradebook(courseId, cohortId);
  const exporter = useExport();
  const back = useBackToCourse(courseId);
  const gradebook = load.kind === 'ready' ? load.value : null;
  const percentOrNone = (value: number | null) => (value === null ? t('homework.none') : t('homework.score.percent', { percent: formatPercent(value, locale) }));

  const exportCsv = () => {
    if (courseId === null || gradebook === null) return;
    const name = gradebook.course.name;
    void exporter.run((api) => homeworkApi.gradebookCsv(api, courseId, cohortId === '' ? undefined : cohortId), () => gradebookFileName(name, new Date()), {
      done: 'homework.gradebook.exported',
      failed: 'homework.gradebook.exportFailed',
    });
  };

  return (
    <HomeworkPage
      title={t('homework.gradebook.title')}
      subtitle={gradebook?.course.name}
      back={back}
      actions={
        courseId !== null && (
          <>
            <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void reload()}>
              {t('homework.gradebook.refresh')}
            </Button>
            <ExportButton exporting={exporter.exporting} onClick={exportCsv} disabled={gradebook === null} />
          </>
        )
      }
    >
      <Loaded load={load} reload={reload} notFound="homework.gradebook.notFound" failed="homework.gradebook.loadFailed">
        {(value) => {
          const rows = studentRows(value, search);
          return (
            <Stack spacing={3}>
              <StatCards
                label={t('homework.gradebook.summary')}
                stats={[
                  { label: t('homework.gradebook.totalStudents'), value: value.summary.totalStudents },
                  { label: t('homework.gradebook.averageScore'), value: percentOrNone(value.summary.averageScore) },
                  { label: t('homework.gradebook.submissionRate'), value: percentOrNone(value.summary.submissionRate) },
                  { label: t('homework.gradebook.telegramConnected'), value: value.summary.telegramConnected },
                ]}
              />
              <GradebookFilters search={search} onSearch={setSearch} cohortId={cohortId} cohorts={cohorts} onCohort={setCohortId} />
              <Card>
                {rows.length === 0 ? (
                  <Typography color="text.secondary" sx={{ p: 3 }} role="status">
                    {search.trim() === '' ? t('homework.gradebook.empty') : t('homework.gradebook.noMatch', { query: search.trim() })}
                  </Typography>
                ) : (
                  <GradebookTable gradebook={value} rows={rows} />
                )}
              </Card>
              <AveragesChart gradebook={value} />
            </Stack>
          );
        }}
      </Loaded>
    </HomeworkPage>
  );
}
