import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import { cohortExportFileName } from '../../../../../contracts/homework.ts';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useT } from '../../../i18n/LocaleProvider';
import { ConfirmActionDialog } from '../shared/ConfirmActionDialog';
import { ExportButton } from '../shared/ExportButton';
import { homeworkApi, type CohortStudent } from '../shared/homework-api';
import { HomeworkPage } from '../shared/HomeworkPage';
import { plainList } from '../shared/layout';
import { Loaded } from '../shared/Loaded';
import { homeworkScreens } from '../shared/routes';
import { useBackToCourse } from '../shared/use-back-to-course';
import { useExport } from '../shared/use-export';
import { useItemDialog } from '../shared/use-item-dialog';
import { useLoad } from '../shared/use-load';
import { useRouteId } from '../shared/use-route-id';
import { AddStudentDialog } from './AddStudentDialog';
import { PendingInstructions } from './PendingInstructions';
import { StudentRow } from './StudentRow';

/**
 * Spec 2 '/homework/cohorts/{id}/students': the cohort's students with their codes, Add Student,
 * remove (confirmed), how many are active, how pending ones join, and the roster as CSV.
 */
export function CohortStudentsPage() {
  const t = useT();
  const id = useRouteId('id');
  const { load, reload, update } = useLoad(id, (client) => homeworkApi.cohort(client, id ?? ''));
  const [adding, setAdding] = useState(false);
  const removing = useItemDialog<CohortStudent>();
  const exporter = useExport();
  const list = useRef<HTMLDivElement>(null);
  const cohort = load.kind === 'ready' ? load.value : null;
  const back = useBackToCourse(cohort?.course.id ?? null);

  return (
    <HomeworkPage
      title={cohort === null ? t('homework.title') : t('homework.students.title', { cohort: cohort.name })}
      subtitle={
        cohort !== null && (
          <Link component={RouterLink} to={homeworkScreens.course(cohort.course.id)}>
            {t('homework.students.course', { name: cohort.course.name })}
          </Link>
        )
      }
      back={back}
      actions={
        cohort !== null && (
          <>
            <ExportButton exporting={exporter.exporting} onClick={() => void exporter.run((client) => homeworkApi.cohortCsv(client, cohort.id), () => cohortExportFileName(cohort.course.name, cohort.name, new Date()))} />
            <Button variant="contained" startIcon={<PersonAddAlt1OutlinedIcon />} onClick={() => setAdding(true)}>
              {t('homework.students.add')}
            </Button>
          </>
        )
      }
    >
      <Loaded load={load} reload={reload} notFound="homework.cohortNotFound" failed="homework.students.loadFailed">
        {({ name, students }) => (
          <Stack spacing={3}>
            <Typography sx={{ fontWeight: 600 }} data-testid="active-count">
              {t('homework.students.activeCount', { active: students.filter((student) => student.isActive).length, smart_count: students.length })}
            </Typography>
            {students.some((student) => !student.isActive) && <PendingInstructions />}
            <Box ref={list} tabIndex={-1} sx={{ outline: 'none' }}>
              {students.length === 0 ? (
                <Typography color="text.secondary">{t('homework.students.empty')}</Typography>
              ) : (
                <Box component="ul" aria-label={t('homework.students.list', { cohort: name })} sx={plainList}>
                  {students.map((student) => (
                    <StudentRow key={student.id} student={student} onRemove={() => removing.openFor(student)} />
                  ))}
                </Box>
              )}
            </Box>
          </Stack>
        )}
      </Loaded>
      {cohort !== null && (
        <>
          <AddStudentDialog open={adding} cohortId={cohort.id} onClose={() => setAdding(false)} onAdded={(student) => update((current) => ({ ...current, students: [...current.students, student] }))} />
          <ConfirmActionDialog
            dialog={removing}
            texts="homework.students.removeDialog"
            done="homework.students.removed"
            failed="homework.students.removeFailed"
            nameOf={(student) => student.displayName}
            action={(api, student) => homeworkApi.removeStudent(api, cohort.id, student.id)}
            onDone={(student) => update((current) => ({ ...current, students: current.students.filter((candidate) => candidate.id !== student.id) }))}
            returnFocusTo={list}
          />
        </>
      )}
    </HomeworkPage>
  );
}
