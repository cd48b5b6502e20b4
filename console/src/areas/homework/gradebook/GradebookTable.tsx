import { Box, Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useLocale } from '../../../i18n/LocaleProvider';
import { srOnly } from '../../../shell/sr-only';
import { formatPercent, formatScore } from '../shared/format';
import type { Gradebook } from '../shared/homework-api';
import { ScoreCell } from './ScoreCell';
import type { StudentRow } from './student-rows';
import { TrendIcon } from './TrendIcon';

/**
 * Spec 2: Student, Cohort, Telegram, one column per assignment (title and /max), Total
 * (earned/possible) and Average with its trend. Scrolls sideways on a narrow screen; the
 * student's name stays the row's header for screen readers.
 */
export function GradebookTable({ gradebook, rows }: { gradebook: Gradebook; rows: readonly StudentRow[] }) {
  const { t, locale } = useLocale();
  return (
    <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} aria-label={t('homework.gradebook.table', { course: gradebook.course.name })} role="region">
      <Table size="small" data-testid="gradebook-table">
        <Box component="caption" sx={srOnly}>
          {t('homework.gradebook.table', { course: gradebook.course.name })}
        </Box>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('homework.gradebook.student')}</TableCell>
            <TableCell scope="col">{t('homework.gradebook.cohort')}</TableCell>
            <TableCell scope="col">{t('homework.gradebook.telegram')}</TableCell>
            {gradebook.assignments.map((assignment) => (
              <TableCell key={assignment.id} scope="col" align="center" sx={{ minWidth: 96 }}>
                {assignment.title}
                <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {t('homework.gradebook.outOf', { max: formatScore(assignment.maxScore, locale) })}
                </Typography>
              </TableCell>
            ))}
            <TableCell scope="col" align="center">
              {t('homework.gradebook.total')}
            </TableCell>
            <TableCell scope="col" align="center">
              {t('homework.gradebook.average')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ student, cohortName }) => (
            <TableRow key={student.id} data-testid="gradebook-row">
              <TableCell component="th" scope="row">
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {student.displayName}
                </Typography>
                {student.email !== null && (
                  <Typography variant="caption" color="text.secondary">
                    {student.email}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{cohortName}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant={student.telegramUserId === null ? 'outlined' : 'filled'}
                  color={student.telegramUserId === null ? 'default' : 'success'}
                  label={t(student.telegramUserId === null ? 'homework.gradebook.notConnected' : 'homework.gradebook.connected')}
                />
              </TableCell>
              {gradebook.assignments.map((assignment) => (
                <ScoreCell key={assignment.id} score={student.scores[assignment.id] ?? null} maxScore={assignment.maxScore} />
              ))}
              <TableCell align="center" data-testid="total-cell" sx={{ whiteSpace: 'nowrap' }}>
                {`${formatScore(student.totalEarned, locale)}/${formatScore(student.totalPossible, locale)}`}
              </TableCell>
              <TableCell align="center" data-testid="average-cell">
                <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
                  {student.average === null ? t('homework.none') : t('homework.score.percent', { percent: formatPercent(student.average, locale) })}
                  <TrendIcon trend={student.trend} />
                </Box>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
