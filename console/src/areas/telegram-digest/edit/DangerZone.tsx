import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '../../../api/ApiContext';
import { useT } from '../../../i18n/LocaleProvider';
import { ConfirmDialog } from '../../../shell/ConfirmDialog';
import { digestApi, type DigestPreference } from '../shared/digest-api';
import { reportDigestFailure, showSuccess } from '../shared/digest-errors';
import { digestPaths } from '../shared/routes';

/**
 * Spec 2 'Danger zone': delete, after the Russian confirmation 'Удалить дайджест?' (Russian
 * whatever the interface language, so marked lang="ru"), then back to the list (spec 4).
 */
export function DangerZone({ digest }: { digest: DigestPreference }) {
  const t = useT();
  const api = useApi();
  const navigate = useNavigate();
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);

  const remove = async () => {
    try {
      await digestApi.remove(api, digest.id);
    } catch (error) {
      reportDigestFailure(error, 'telegramDigest.edit.delete.failed');
      return false;
    }
    showSuccess('telegramDigest.edit.delete.done');
    void navigate(digestPaths.list);
    return true;
  };

  return (
    <Card component="section" variant="outlined" aria-labelledby={headingId} sx={{ borderColor: 'error.main' }}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="h6" component="h2" id={headingId} color="error">
            {t('telegramDigest.edit.danger.title')}
          </Typography>
          <Typography color="text.secondary">{t('telegramDigest.edit.danger.body')}</Typography>
        </Box>
        <Button variant="contained" color="error" startIcon={<DeleteForeverIcon />} onClick={() => setConfirming(true)}>
          {t('telegramDigest.edit.danger.button')}
        </Button>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        lang="ru"
        testId="delete-digest-dialog"
        title={t('telegramDigest.edit.delete.title')}
        body={t('telegramDigest.edit.delete.body', { name: digest.name })}
        confirmLabel={t('telegramDigest.edit.delete.confirm')}
        busyLabel={t('telegramDigest.edit.delete.deleting')}
        cancelLabel={t('telegramDigest.edit.delete.cancel')}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
