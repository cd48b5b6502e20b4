import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import VpnKeyOutlinedIcon from '@mui/icons-material/VpnKeyOutlined';
import { Card, CardContent, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useId } from 'react';
import { useT } from '../../../i18n/LocaleProvider';

/** Spec 2: what comes after the course: cohorts with grading thresholds, assignments with grading prompts, students with codes. */
export function WhatsNextPanel() {
  const t = useT();
  const id = useId();
  const steps = [
    { icon: <GroupsOutlinedIcon />, text: t('homework.newCourse.next.cohorts') },
    { icon: <AssignmentOutlinedIcon />, text: t('homework.newCourse.next.assignments') },
    { icon: <VpnKeyOutlinedIcon />, text: t('homework.newCourse.next.students') },
  ];
  return (
    <Card component="aside" aria-labelledby={id} sx={{ bgcolor: 'action.hover' }}>
      <CardContent>
        <Typography variant="h6" component="h2" id={id}>
          {t('homework.newCourse.next.title')}
        </Typography>
        <List component="ol" dense>
          {steps.map((step) => (
            <ListItem key={step.text} disableGutters>
              <ListItemIcon sx={{ minWidth: 36, color: 'primary.main' }} aria-hidden>
                {step.icon}
              </ListItemIcon>
              <ListItemText primary={step.text} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
