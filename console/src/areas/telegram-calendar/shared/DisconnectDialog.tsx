import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { useT } from '../../../i18n/LocaleProvider';
import { renderText, type Text } from '../../../i18n/types';

interface Props {
  open: boolean;
  title: string;
  body: string;
  /** Disconnects; resolves null when done, else what to say. */
  onConfirm: () => Promise<Text | null>;
  onClose: () => void;
  /** After the dialog has gone (focus is back on the page): `done` tells whether it disconnected. */
  onExited?: (done: boolean) => void;
}

/**
 * Spec 2: 'A connected card shows its identifier and a Disconnect button with a confirmation
 * dialog'. MUI's dialog traps focus and gives it back to the button that opened it; after a
 * disconnection that button is gone, so `onExited` lets the card put focus somewhere useful.
 */
export function DisconnectDialog({ open, title, body, onConfirm, onClose, onExited }: Props) {
  const t = useT();
  const titleId = useId();
  const bodyId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Text | null>(null);
  const [done, setDone] = useState(false);

  const close = () => {
    if (!busy) onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setProblem(null);
    const failure = await onConfirm();
    setBusy(false);
    if (failure === null) {
      setDone(true);
      onClose();
    } else setProblem(failure);
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      maxWidth="xs"
      fullWidth
      slotProps={{
        transition: {
          onEnter: () => {
            setDone(false);
            setProblem(null);
          },
          onExited: () => onExited?.(done),
        },
      }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>{body}</DialogContentText>
        {problem !== null && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {renderText(t, problem)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={close} disabled={busy}>
          {t('telegramCalendar.cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={() => void confirm()} disabled={busy}>
          {busy ? t('telegramCalendar.disconnecting') : t('telegramCalendar.disconnect')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
