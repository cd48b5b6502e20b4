import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useCallback, useRef } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useApi } from '../../../api/ApiContext';
import { useT } from '../../../i18n/LocaleProvider';
import { DeleteCourseDialog } from '../shared/DeleteCourseDialog';
import { reportFailure, showSuccess } from '../shared/errors';
import { homeworkApi, type CourseSummary } from '../shared/homework-api';
import { HomeworkPage } from '../shared/HomeworkPage';
import { cardList } from '../shared/layout';
import { Loaded } from '../shared/Loaded';
import { homeworkScreens } from '../shared/routes';
import { useItemDialog } from '../shared/use-item-dialog';
import { useLoad } from '../shared/use-load';
import { CourseCard } from './CourseCard';
import { useRefetchOnFocus } from './use-refetch-on-focus';

/** Spec 2 '/homework/courses': the active courses as cards with View, Edit, Duplicate and Delete; read again on window focus. */
export function CoursesPage() {
  const t = useT();
  const api = useApi();
  const navigate = useNavigate();
  const { load, reload, update } = useLoad('courses', (client) => homeworkApi.courses(client, false));
  const deleting = useItemDialog<CourseSummary>();
  const region = useRef<HTMLDivElement>(null);

  useRefetchOnFocus(useCallback(() => void reload(), [reload]));

  const duplicate = async (course: CourseSummary) => {
    try {
      const copy = await homeworkApi.duplicateCourse(api, course.id);
      update((courses) => [copy, ...courses]);
      showSuccess('homework.courses.duplicated', { key: 'homework.courses.duplicatedBody', values: { name: copy.name } });
    } catch (error) {
      reportFailure(error, 'homework.courses.duplicateFailed');
    }
  };

  return (
    <HomeworkPage
      title={t('homework.courses.title')}
      subtitle={t('homework.courses.subtitle')}
      back={{ to: homeworkScreens.dashboard, label: t('homework.toDashboard') }}
      actions={
        <Button component={RouterLink} to={homeworkScreens.newCourse} variant="contained" startIcon={<AddIcon />}>
          {t('homework.dashboard.createCourse')}
        </Button>
      }
    >
      {/* Where focus goes once a deleted course's menu button is gone with it. */}
      <Box ref={region} tabIndex={-1} sx={{ outline: 'none' }}>
        <Loaded load={load} reload={reload} failed="homework.courses.loadFailed">
          {(courses) =>
            courses.length === 0 ? (
              <Card data-testid="courses-empty">
                <CardContent sx={{ textAlign: 'center', py: 6 }}>
                  <Typography variant="h6" component="h2">
                    {t('homework.courses.empty')}
                  </Typography>
                  <Typography color="text.secondary" sx={{ mb: 2 }}>
                    {t('homework.courses.emptyHint')}
                  </Typography>
                  <Button component={RouterLink} to={homeworkScreens.newCourse} variant="contained" startIcon={<AddIcon />}>
                    {t('homework.newCourse.title')}
                  </Button>
                </CardContent>
              </Card>
            ) : (
              <Box component="ul" aria-label={t('homework.courses.title')} sx={{ ...cardList, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
                {courses.map((course) => (
                  <CourseCard
                    key={course.id}
                    course={course}
                    onView={() => void navigate(homeworkScreens.course(course.id))}
                    onEdit={() => void navigate(homeworkScreens.editCourse(course.id))}
                    onDuplicate={() => void duplicate(course)}
                    onDelete={() => deleting.openFor(course)}
                  />
                ))}
              </Box>
            )
          }
        </Loaded>
      </Box>
      <DeleteCourseDialog dialog={deleting} onDeleted={(course) => update((courses) => courses.filter((candidate) => candidate.id !== course.id))} returnFocusTo={region} />
    </HomeworkPage>
  );
}
