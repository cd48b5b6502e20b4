import { Card, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useLocale } from '../../../i18n/LocaleProvider';
import { formatDateTime } from '../shared/format';
import type { TeacherDashboard } from '../shared/homework-api';
import { homeworkScreens } from '../shared/routes';

/** Spec 2: the pending submissions the dashboard shows, each opening its assignment. */
export function PendingSubmissions({ submissions }: { submissions: TeacherDashboard['pendingSubmissions'] }) {
  const { t, locale } = useLocale();
  if (submissions.length === 0) return <Typography color="text.secondary">{t('homework.dashboard.teacher.noPending')}</Typography>;
  return (
    <Card>
      <List disablePadding aria-label={t('homework.dashboard.teacher.recent')}>
        {submissions.map((submission) => (
          <ListItem key={submission.id} disablePadding divider>
            <ListItemButton component={RouterLink} to={homeworkScreens.assignment(submission.assignment.id)} data-testid="pending-submission">
            <ListItemText
              primary={submission.assignment.title}
              secondary={
                <>
                  {t('homework.dashboard.teacher.submittedBy', { student: submission.cohortStudent.displayName, course: submission.assignment.course.name })}
                  <br />
                  {formatDateTime(submission.submittedAt, locale)}
                </>
              }
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Card>
  );
}
