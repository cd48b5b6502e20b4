import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText } from '@mui/material';
import { useId } from 'react';
import { useLocale } from '../../../i18n/LocaleProvider';
import { formatRub } from '../../../i18n/format';
import { planValues } from '../shared/plan-values';
import { useRefundSubscription } from './use-subscription-actions';

/** Spec 2 'Request a refund?': full refund within 7 days, access ends at once, 3-5 business days. */
export function RefundDialog({ open, amount, onClose }: { open: boolean; amount: number; onClose: () => void }) {
  const { t, locale } = useLocale();
  const titleId = useId();
  const { act, busy, failed, reset } = useRefundSubscription();
  const price = formatRub(amount, locale);
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('manage.refundDialog.title')}</DialogTitle>
      <DialogContent>
        <List dense disablePadding sx={{ listStyle: 'disc', pl: 2.5 }}>
          {[t('manage.refundDialog.full', { ...planValues(locale), amount: price }), t('manage.refundDialog.blocked'), t('manage.refundDialog.funds')].map((line) => (
            <ListItem key={line} disableGutters sx={{ display: 'list-item' }}>
              <ListItemText primary={line} />
            </ListItem>
          ))}
        </List>
        {failed && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('manage.errors.refundInline')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} disabled={busy}>
          {t('manage.refundDialog.keep')}
        </Button>
        <Button variant="contained" color="error" onClick={() => void act()} disabled={busy}>
          {busy ? t('manage.refundDialog.busy') : t('manage.refundDialog.confirm', { amount: price })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
