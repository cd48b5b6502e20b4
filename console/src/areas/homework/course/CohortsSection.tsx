import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import TuneIcon from '@mui/icons-material/Tune';
import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useId, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { useT } from '../../../i18n/LocaleProvider';
import { CardListSection } from '../shared/CardListSection';
import { ConfirmActionDialog } from '../shared/ConfirmActionDialog';
import { homeworkApi, type CourseDetail } from '../shared/homework-api';
import { IconAction } from '../shared/IconAction';
import { homeworkScreens } from '../shared/routes';
import { useItemDialog } from '../shared/use-item-dialog';
import { ThresholdsDialog } from './ThresholdsDialog';

type Cohort = CourseDetail['cohorts'][number];

function CohortCard({ cohort, onThresholds, onDelete }: { cohort: Cohort; onThresholds: () => void; onDelete: () => void }) {
  const t = useT();
  const nameId = useId();
  return (
    <Card component="li" aria-labelledby={nameId} data-testid="cohort-card">
      <CardContent>
        <Typography variant="h6" component="h3" id={nameId} sx={{ wordBreak: 'break-word' }}>
          {cohort.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('homework.course.cohortsSection.students', { smart_count: cohort._count.students })}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" component={RouterLink} to={homeworkScreens.cohortStudents(cohort.id)} startIcon={<GroupsOutlinedIcon />} aria-label={t('homework.course.cohortsSection.manageNamed', { name: cohort.name })}>
          {t('homework.course.cohortsSection.manage')}
        </Button>
        <Button size="small" startIcon={<TuneIcon />} onClick={onThresholds} aria-label={t('homework.course.cohortsSection.thresholdsNamed', { name: cohort.name })}>
          {t('homework.course.cohortsSection.thresholds')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <IconAction label={t('homework.course.cohortsSection.delete', { name: cohort.name })} icon={<DeleteOutlineIcon fontSize="small" />} onClick={onDelete} color="error" />
      </CardActions>
    </Card>
  );
}

/** Spec 2: the course's cohorts with 'Create Cohort'; each one Manage, its grading thresholds, and Delete (confirmed: it takes its students and their submissions). */
export function CohortsSection({ course, onDeleted }: { course: CourseDetail; onDeleted: (cohortId: string) => void }) {
  const t = useT();
  const deleting = useItemDialog<Cohort>();
  const tuning = useItemDialog<Cohort>();
  const list = useRef<HTMLUListElement>(null);

  return (
    <CardListSection
      title={t('homework.course.cohortsSection.title')}
      testId="cohorts-section"
      create={{ label: t('homework.course.cohortsSection.create'), to: homeworkScreens.newCohort(course.id) }}
      empty={t('homework.course.cohortsSection.empty')}
      listRef={list}
      cards={course.cohorts.map((cohort) => (
        <CohortCard key={cohort.id} cohort={cohort} onThresholds={() => tuning.openFor(cohort)} onDelete={() => deleting.openFor(cohort)} />
      ))}
    >
      <ConfirmActionDialog
        dialog={deleting}
        texts="homework.course.cohortsSection.deleteDialog"
        done="homework.course.cohortsSection.deleted"
        failed="homework.course.cohortsSection.deleteFailed"
        nameOf={(cohort) => cohort.name}
        action={(api, cohort) => homeworkApi.deleteCohort(api, cohort.id)}
        onDone={(cohort) => onDeleted(cohort.id)}
        returnFocusTo={list}
      />
      {tuning.item !== null && <ThresholdsDialog open={tuning.open} cohort={tuning.item} onClose={tuning.close} />}
    </CardListSection>
  );
}
