import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Box, Card, CardContent, IconButton, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useLocale } from '../../../i18n/LocaleProvider';
import { CourseDescription } from '../shared/CourseDescription';
import { formatDate } from '../shared/format';
import type { CourseSummary } from '../shared/homework-api';

interface Props {
  course: CourseSummary;
  onView: () => void;
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

/** Spec 2: one course of the list with its counts and created date, and its menu: View, Edit, Duplicate, Delete. */
export function CourseCard({ course, onView, onEdit, onDuplicate, onDelete }: Props) {
  const { t, locale } = useLocale();
  const nameId = useId();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (action: () => void) => () => {
    setAnchor(null);
    action();
  };

  return (
    <Card component="li" aria-labelledby={nameId} data-testid="course-card">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="h6" component="h2" id={nameId} sx={{ wordBreak: 'break-word' }}>
            {course.name}
          </Typography>
          <IconButton
            size="small"
            aria-label={t('homework.courses.menu', { name: course.name })}
            aria-haspopup="menu"
            aria-controls={anchor ? menuId : undefined}
            aria-expanded={anchor ? 'true' : undefined}
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            <MoreVertIcon fontSize="small" />
          </IconButton>
          <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
            <MenuItem onClick={choose(onView)}>
              <ListItemText>{t('homework.courses.view')}</ListItemText>
            </MenuItem>
            <MenuItem onClick={choose(onEdit)}>
              <ListItemText>{t('homework.courses.edit')}</ListItemText>
            </MenuItem>
            <MenuItem onClick={choose(onDuplicate)}>
              <ListItemText>{t('homework.courses.duplicate')}</ListItemText>
            </MenuItem>
            <MenuItem onClick={choose(onDelete)} sx={{ color: 'error.main' }}>
              <ListItemText>{t('homework.courses.delete')}</ListItemText>
            </MenuItem>
          </Menu>
        </Box>
        <CourseDescription description={course.description} />
        <Typography variant="body2">
          {t('homework.courses.cohorts', { smart_count: course._count.cohorts })} · {t('homework.courses.assignments', { smart_count: course._count.assignments })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('homework.courses.created', { date: formatDate(course.createdAt, locale) })}
        </Typography>
      </CardContent>
    </Card>
  );
}
