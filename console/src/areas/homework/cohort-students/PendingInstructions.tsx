import { Alert, AlertTitle, Box } from '@mui/material';
import { useT } from '../../../i18n/LocaleProvider';

/** Spec 2: while a student is pending, how they join: the homework bot, /start, their code, then the bot is theirs to use. */
export function PendingInstructions() {
  const t = useT();
  return (
    <Alert severity="info" data-testid="pending-instructions">
      <AlertTitle component="h2" sx={{ fontSize: '1rem' }}>
        {t('homework.students.instructions.title')}
      </AlertTitle>
      <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
        <li>{t('homework.students.instructions.open')}</li>
        <li>{t('homework.students.instructions.start')}</li>
        <li>{t('homework.students.instructions.code')}</li>
        <li>{t('homework.students.instructions.use')}</li>
      </Box>
    </Alert>
  );
}
