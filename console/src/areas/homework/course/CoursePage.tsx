import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useLocale } from '../../../i18n/LocaleProvider';
import { ConfirmActionDialog } from '../shared/ConfirmActionDialog';
import { formatDate } from '../shared/format';
import { homeworkApi, type CourseDetail } from '../shared/homework-api';
import { HomeworkPage } from '../shared/HomeworkPage';
import { Loaded } from '../shared/Loaded';
import { homeworkScreens } from '../shared/routes';
import { StatCards } from '../shared/StatCards';
import { useItemDialog } from '../shared/use-item-dialog';
import { useLoad } from '../shared/use-load';
import { useRouteId } from '../shared/use-route-id';
import { AssignmentsSection } from './AssignmentsSection';
import { CohortsSection } from './CohortsSection';

/**
 * Spec 2 '/homework/courses/{id}': the course with its dates and figures, Gradebook, Edit Course
 * and Archive (confirmed; it can be restored), its cohorts and its assignments.
 */
export function CoursePage() {
  const { t, locale } = useLocale();
  const navigate = useNavigate();
  const id = useRouteId('id');
  const { load, reload, update } = useLoad(id, (client) => homeworkApi.course(client, id ?? ''));
  const archiving = useItemDialog<CourseDetail>();
  const course = load.kind === 'ready' ? load.value : null;

  return (
    <HomeworkPage
      title={course?.name ?? t('homework.title')}
      back={{ to: homeworkScreens.courses, label: t('homework.toCourses') }}
      actions={
        course !== null && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button component={RouterLink} to={homeworkScreens.gradebook(course.id)} variant="contained" startIcon={<TableChartOutlinedIcon />}>
              {t('homework.course.gradebook')}
            </Button>
            <Button component={RouterLink} to={homeworkScreens.editCourse(course.id)} variant="outlined" startIcon={<EditOutlinedIcon />}>
              {t('homework.course.edit')}
            </Button>
            <Button variant="outlined" color="warning" startIcon={<Inventory2OutlinedIcon />} onClick={() => archiving.openFor(course)}>
              {t('homework.course.archive')}
            </Button>
          </Box>
        )
      }
    >
      <Loaded load={load} reload={reload} notFound="homework.courseNotFound" failed="homework.course.loadFailed">
        {(value) => (
          <>
            {value.description !== null && <Typography sx={{ mb: 1, whiteSpace: 'pre-wrap' }}>{value.description}</Typography>}
            <Stack direction="row" spacing={2} sx={{ color: 'text.secondary', mb: 3, flexWrap: 'wrap' }}>
              <Typography variant="body2">{t('homework.course.created', { date: formatDate(value.createdAt, locale) })}</Typography>
              <Typography variant="body2">{t('homework.course.updated', { date: formatDate(value.updatedAt, locale) })}</Typography>
            </Stack>
            <StatCards
              label={t('homework.course.stats')}
              stats={[
                { label: t('homework.course.cohorts'), value: value._count.cohorts },
                { label: t('homework.course.assignments'), value: value._count.assignments },
                { label: t('homework.course.totalStudents'), value: value._count.students },
              ]}
            />
            <CohortsSection
              course={value}
              onDeleted={(cohortId) =>
                update((current) => {
                  const removed = current.cohorts.find((cohort) => cohort.id === cohortId);
                  return {
                    ...current,
                    cohorts: current.cohorts.filter((cohort) => cohort.id !== cohortId),
                    _count: { ...current._count, cohorts: current._count.cohorts - 1, students: current._count.students - (removed?._count.students ?? 0) },
                  };
                })
              }
            />
            <AssignmentsSection
              course={value}
              onArchived={(assignmentId) =>
                update((current) => ({
                  ...current,
                  assignments: current.assignments.filter((assignment) => assignment.id !== assignmentId),
                  _count: { ...current._count, assignments: current._count.assignments - 1 },
                }))
              }
            />
          </>
        )}
      </Loaded>
      <ConfirmActionDialog
        dialog={archiving}
        texts="homework.course.archiveDialog"
        done="homework.course.archived"
        failed="homework.course.archiveFailed"
        nameOf={(archived) => archived.name}
        action={(api, archived) => homeworkApi.archiveCourse(api, archived.id, true)}
        onDone={() => void navigate(homeworkScreens.courses)}
      />
    </HomeworkPage>
  );
}
