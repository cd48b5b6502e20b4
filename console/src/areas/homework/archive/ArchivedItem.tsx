import RestoreIcon from '@mui/icons-material/Restore';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useLocale } from '../../../i18n/LocaleProvider';
import { formatDate } from '../shared/format';

interface Props {
  name: string;
  archivedAt: string | null;
  details?: ReactNode;
  onRestore: () => void;
}

/** One archived course or assignment with when it was archived and Restore. */
export function ArchivedItem({ name, archivedAt, details, onRestore }: Props) {
  const { t, locale } = useLocale();
  const nameId = useId();
  return (
    <Card component="li" aria-labelledby={nameId} data-testid="archived-item">
      <CardContent sx={{ display: 'flex', alignItems: { xs: 'flex-start', sm: 'center' }, gap: 2, flexDirection: { xs: 'column', sm: 'row' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h6" component="h2" id={nameId} sx={{ wordBreak: 'break-word' }}>
            {name}
          </Typography>
          {details}
          {archivedAt !== null && (
            <Typography variant="body2" color="text.secondary">
              {t('homework.archive.archivedAt', { date: formatDate(archivedAt, locale) })}
            </Typography>
          )}
        </Box>
        <Button variant="outlined" startIcon={<RestoreIcon />} onClick={onRestore} aria-label={t('homework.archive.restoreNamed', { name })}>
          {t('homework.archive.restore')}
        </Button>
      </CardContent>
    </Card>
  );
}
