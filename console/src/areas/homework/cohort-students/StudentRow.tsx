import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Card, CardContent, Chip, Typography } from '@mui/material';
import { useId } from 'react';
import { useLocale } from '../../../i18n/LocaleProvider';
import { CodeWithCopy } from '../shared/CodeWithCopy';
import { formatDate } from '../shared/format';
import type { CohortStudent } from '../shared/homework-api';
import { IconAction } from '../shared/IconAction';

/** Spec 2: one student of the cohort: name, email, Active or Pending, when added and activated, the code to copy, and remove. */
export function StudentRow({ student, onRemove }: { student: CohortStudent; onRemove: () => void }) {
  const { t, locale } = useLocale();
  const nameId = useId();
  return (
    <Card component="li" aria-labelledby={nameId} data-testid="student-row">
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: { xs: 'flex-start', sm: 'center' }, flexDirection: { xs: 'column', sm: 'row' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="subtitle1" component="h3" id={nameId} sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
              {student.displayName}
            </Typography>
            <Chip size="small" color={student.isActive ? 'success' : 'warning'} label={t(student.isActive ? 'homework.students.active' : 'homework.students.pending')} />
          </Box>
          {student.email !== null && (
            <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
              {student.email}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {t('homework.students.added', { date: formatDate(student.joinedAt, locale) })} ·{' '}
            {student.activatedAt === null ? t('homework.students.notActivated') : t('homework.students.activated', { date: formatDate(student.activatedAt, locale) })}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" color="text.secondary" component="span">
            {t('homework.students.code')}
          </Typography>
          <CodeWithCopy code={student.telegramCode} copyLabel={t('homework.students.copyCode', { name: student.displayName })} />
          <IconAction label={t('homework.students.remove', { name: student.displayName })} icon={<DeleteOutlineIcon fontSize="small" />} onClick={onRemove} color="error" />
        </Box>
      </CardContent>
    </Card>
  );
}
