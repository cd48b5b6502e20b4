import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useLocale } from '../../../i18n/LocaleProvider';
import { formatDate } from '../../../i18n/format';
import { useCancelSubscription } from './use-subscription-actions';

/** Spec 2 'Cancel subscription?': use continues to the end of the paid period, renewal stops. */
export function CancelDialog({ open, endDate, onClose }: { open: boolean; endDate: string | null; onClose: () => void }) {
  const { t, locale } = useLocale();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const { act, busy, failed, reset } = useCancelSubscription();
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };
  const confirm = async () => {
    if (await act(reason)) {
      setReason('');
      onClose();
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('manage.cancelDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {endDate !== null ? t('manage.cancelDialog.bodyUntil', { date: formatDate(endDate, locale) }) : t('manage.cancelDialog.body')}
        </DialogContentText>
        <TextField
          label={t('manage.cancelDialog.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          disabled={busy}
          fullWidth
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
        {failed && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('manage.errors.cancelInline')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} disabled={busy}>
          {t('manage.cancelDialog.keep')}
        </Button>
        <Button variant="contained" color="error" onClick={() => void confirm()} disabled={busy}>
          {busy ? t('manage.cancelDialog.busy') : t('manage.cancelDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
