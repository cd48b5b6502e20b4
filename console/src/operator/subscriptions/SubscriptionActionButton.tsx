import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { AdminSubscription } from '../../../../contracts/subscription.ts';
import { useApi } from '../../api/ApiContext';
import { describeError } from '../../api/server-error';
import { useT } from '../../i18n/LocaleProvider';

export type SubscriptionAction = 'refund' | 'cancel';

/** contracts/subscription.ts adminSubscriptionActionSchema: the operator says why, 3 characters at least. */
export const MIN_REASON_LENGTH = 3;

const texts = {
  refund: { button: 'operator.subscriptions.refund', title: 'operator.subscriptions.refundTitle', body: 'operator.subscriptions.refundBody', done: 'operator.subscriptions.refunded' },
  cancel: { button: 'operator.subscriptions.cancel', title: 'operator.subscriptions.cancelTitle', body: 'operator.subscriptions.cancelBody', done: 'operator.subscriptions.canceled' },
} as const;

/** Whether the record allows the action: a refund inside the window, a cancel of an ACTIVE one. */
export const canRun = (record: AdminSubscription, action: SubscriptionAction): boolean => (action === 'refund' ? record.refundable : record.status === 'ACTIVE');

/**
 * Refund or cancel from the operator's subscription page, after a dialog asking why (the audit
 * log keeps the reason). The record is read again afterwards, so the page shows the new state.
 */
export function SubscriptionActionButton({ action }: { action: SubscriptionAction }) {
  const t = useT();
  const api = useApi();
  const notify = useNotify();
  const refresh = useRefresh();
  const record = useRecordContext<AdminSubscription>();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  if (!record || !canRun(record, action)) return null;

  const text = texts[action];
  const valid = reason.trim().length >= MIN_REASON_LENGTH;
  const submit = async () => {
    setBusy(true);
    try {
      await api.post(`/admin/subscriptions/${record.id}/${action}`, { reason: reason.trim() });
      notify(text.done, { type: 'success' });
      setOpen(false);
      setReason('');
      refresh();
    } catch (error) {
      const message = describeError(error);
      notify(typeof message === 'string' ? message : message.key, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size="small"
        color={action === 'refund' ? 'warning' : 'error'}
        startIcon={action === 'refund' ? <CurrencyExchangeIcon /> : <CancelOutlinedIcon />}
        onClick={() => setOpen(true)}
      >
        {t(text.button)}
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <DialogTitle id={titleId}>{t(text.title)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {record.userName} · {record.userEmail}. {t(text.body)}
          </DialogContentText>
          <TextField
            label={t('operator.subscriptions.reason')}
            helperText={t('operator.subscriptions.reasonHelp')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            disabled={busy}
            required
            fullWidth
            multiline
            minRows={2}
            autoFocus
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {t('operator.subscriptions.back')}
          </Button>
          <Button variant="contained" color={action === 'refund' ? 'warning' : 'error'} onClick={() => void submit()} disabled={busy || !valid}>
            {t(text.button)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
