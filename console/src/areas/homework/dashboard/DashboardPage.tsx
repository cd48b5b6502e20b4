import AddIcon from '@mui/icons-material/Add';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useT } from '../../../i18n/LocaleProvider';
import { HomeworkPage } from '../shared/HomeworkPage';
import { Loaded } from '../shared/Loaded';
import { homeworkScreens } from '../shared/routes';
import { useLoad } from '../shared/use-load';
import { readDashboards } from './read-dashboard';
import { StudentDashboardView } from './StudentDashboardView';
import { TeacherDashboardView } from './TeacherDashboardView';

/**
 * Spec 2 '/homework': the role decides what is shown. 'Create Course' when the role allows it,
 * 'Archive' for teachers; the teacher's dashboard, then the student's, for a user who is both;
 * a welcome notice for a user who is neither.
 */
export function DashboardPage() {
  const t = useT();
  const { load, reload } = useLoad('dashboard', readDashboards);
  const role = load.kind === 'ready' ? load.value.role : null;

  return (
    <HomeworkPage
      title={t('homework.title')}
      subtitle={t('homework.dashboard.subtitle')}
      actions={
        role !== null && (
          <>
            {role.isTeacher && (
              <Button component={RouterLink} to={homeworkScreens.archive} variant="outlined" startIcon={<Inventory2OutlinedIcon />}>
                {t('homework.dashboard.archive')}
              </Button>
            )}
            {role.canCreateCourse && (
              <Button component={RouterLink} to={homeworkScreens.newCourse} variant="contained" startIcon={<AddIcon />}>
                {t('homework.dashboard.createCourse')}
              </Button>
            )}
          </>
        )
      }
    >
      <Loaded load={load} reload={reload} failed="homework.dashboard.unableToLoad">
        {({ teacher, student }) => (
          <Stack spacing={5}>
            {teacher !== null && <TeacherDashboardView dashboard={teacher} />}
            {student !== null && <StudentDashboardView dashboard={student} />}
            {teacher === null && student === null && (
              <Alert severity="info" data-testid="homework-welcome">
                <AlertTitle>{t('homework.dashboard.welcome.title')}</AlertTitle>
                {t('homework.dashboard.welcome.body')}
              </Alert>
            )}
          </Stack>
        )}
      </Loaded>
    </HomeworkPage>
  );
}
