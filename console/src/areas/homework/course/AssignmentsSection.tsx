import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useId, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { useT } from '../../../i18n/LocaleProvider';
import { AssignmentIntro } from '../shared/AssignmentIntro';
import { CardListSection } from '../shared/CardListSection';
import { ConfirmActionDialog } from '../shared/ConfirmActionDialog';
import { homeworkApi, type Assignment, type CourseDetail } from '../shared/homework-api';
import { IconAction } from '../shared/IconAction';
import { homeworkScreens } from '../shared/routes';
import { useItemDialog } from '../shared/use-item-dialog';

function AssignmentCard({ assignment, onArchive }: { assignment: Assignment; onArchive: () => void }) {
  const t = useT();
  const titleId = useId();
  return (
    <Card component="li" aria-labelledby={titleId} data-testid="assignment-card" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
        <AssignmentIntro assignment={assignment} titleId={titleId} headingLevel="h3" />
        <Typography variant="body2">{t('homework.course.assignmentsSection.submissions', { smart_count: assignment._count.submissions })}</Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1 }}>
        <Button size="small" variant="outlined" component={RouterLink} to={homeworkScreens.assignment(assignment.id)} startIcon={<VisibilityOutlinedIcon />} aria-label={t('homework.course.assignmentsSection.viewNamed', { name: assignment.title })}>
          {t('homework.course.assignmentsSection.view')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <IconAction label={t('homework.course.assignmentsSection.archive', { name: assignment.title })} icon={<Inventory2OutlinedIcon fontSize="small" />} onClick={onArchive} />
      </CardActions>
    </Card>
  );
}

/** Spec 2: the course's active assignments with 'Create Assignment'; each its badge, description, submission count, View and Archive (confirmed). */
export function AssignmentsSection({ course, onArchived }: { course: CourseDetail; onArchived: (assignmentId: string) => void }) {
  const t = useT();
  const archiving = useItemDialog<Assignment>();
  const list = useRef<HTMLUListElement>(null);

  return (
    <CardListSection
      title={t('homework.course.assignmentsSection.title')}
      testId="assignments-section"
      create={{ label: t('homework.course.assignmentsSection.create'), to: homeworkScreens.newAssignment(course.id) }}
      empty={t('homework.course.assignmentsSection.empty')}
      listRef={list}
      cards={course.assignments.map((assignment) => (
        <AssignmentCard key={assignment.id} assignment={assignment} onArchive={() => archiving.openFor(assignment)} />
      ))}
    >
      <ConfirmActionDialog
        dialog={archiving}
        texts="homework.course.assignmentsSection.archiveDialog"
        done="homework.course.assignmentsSection.archived"
        failed="homework.course.assignmentsSection.archiveFailed"
        nameOf={(assignment) => assignment.title}
        action={(api, assignment) => homeworkApi.archiveAssignment(api, assignment.id, true)}
        onDone={(assignment) => onArchived(assignment.id)}
        returnFocusTo={list}
      />
    </CardListSection>
  );
}
