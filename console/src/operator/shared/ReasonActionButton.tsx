import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useNotify, useRecordContext, useRefresh, type RaRecord } from 'react-admin';
import { useApi } from '../../api/ApiContext';
import { useT } from '../../i18n/LocaleProvider';
import type { MessageKey } from '../../i18n/types';
import { actionErrorText, notifiable } from './action-error';

/** contracts/subscription.ts adminSubscriptionActionSchema: the operator says why, 3 to 1000 characters. */
export const MIN_REASON_LENGTH = 3;
const MAX_REASON_LENGTH = 1000;

/** One operator action on a record that asks why before it runs (refund, cancel). */
export interface ReasonAction<R extends RaRecord> {
  /** Whether the record allows it; the button is not shown otherwise. */
  applies: (record: R) => boolean;
  /** POST with `{ reason }`, under /api. */
  path: (record: R) => string;
  /** More of the body than the reason (a workflow's runId). */
  body?: (record: R) => Record<string, unknown>;
  /** Who or what it concerns, first in the dialog (a name and an e-mail). */
  subject: (record: R) => string;
  texts: { button: MessageKey; title: MessageKey; body: MessageKey; done: MessageKey };
  color: 'warning' | 'error';
  icon: ReactNode;
}

/** Fields of the dialog besides the reason (a signal's name and arguments), kept by the caller. */
export interface ReasonActionExtra {
  fields: ReactNode;
  valid: boolean;
  body: Record<string, unknown>;
}

interface Props<R extends RaRecord> {
  action: ReasonAction<R>;
  extra?: ReasonActionExtra;
  /** After success, with the server's answer (a reset workflow's new run), instead of reading the record again. */
  onDone?: (answer: unknown, record: R) => void;
}

/**
 * An action of an operator's show page, after a dialog asking why (the audit log keeps the
 * reason). The record is read again afterwards, so the page shows the new state; a failure is
 * an error toast and the dialog stays, so trying again is one click.
 */
export function ReasonActionButton<R extends RaRecord>({ action, extra, onDone }: Props<R>) {
  const t = useT();
  const api = useApi();
  const notify = useNotify();
  const refresh = useRefresh();
  const record = useRecordContext<R>();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  if (!record || !action.applies(record)) return null;

  const { texts, color } = action;
  const valid = reason.trim().length >= MIN_REASON_LENGTH && (extra?.valid ?? true);
  const submit = async () => {
    setBusy(true);
    try {
      const answer = await api.post(action.path(record), { ...action.body?.(record), ...extra?.body, reason: reason.trim() });
      notify(texts.done, { type: 'success' });
      setOpen(false);
      setReason('');
      if (onDone) onDone(answer, record);
      else refresh();
    } catch (error) {
      // A refusal (409) says why in the server's own words.
      notify(notifiable(actionErrorText(error)), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="small" color={color} startIcon={action.icon} onClick={() => setOpen(true)}>
        {t(texts.button)}
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <DialogTitle id={titleId}>{t(texts.title)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {action.subject(record)}. {t(texts.body)}
          </DialogContentText>
          {extra?.fields}
          <TextField
            label={t('operator.reason')}
            helperText={t('operator.reasonHelp')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            disabled={busy}
            required
            fullWidth
            multiline
            minRows={2}
            autoFocus
            slotProps={{ htmlInput: { maxLength: MAX_REASON_LENGTH } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {t('operator.back')}
          </Button>
          <Button variant="contained" color={color} onClick={() => void submit()} disabled={busy || !valid}>
            {t(texts.button)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
