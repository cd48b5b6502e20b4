import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';

interface Props {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  busyLabel: string;
  cancelLabel: string;
  /** Does it; resolves true when the dialog may close (a failure keeps it open, its toast says why). */
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
  /** The dialog's language when it differs from the page's (spec 2's Russian delete dialog). */
  lang?: string;
  testId?: string;
  /** After it has gone: where focus should go when the button that opened it is gone too. */
  onExited?: () => void;
}

/**
 * The tool's confirmations (delete a digest, disconnect Telegram). MUI's dialog moves focus in,
 * keeps it there and gives it back to the button that opened it; the title and the text name
 * the dialog for screen readers.
 */
export function ConfirmDialog({ open, title, body, confirmLabel, busyLabel, cancelLabel, onConfirm, onClose, lang, testId, onExited }: Props) {
  const titleId = useId();
  const bodyId = useId();
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (!busy) onClose();
  };
  const confirm = async () => {
    setBusy(true);
    const done = await onConfirm();
    setBusy(false);
    if (done) onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      maxWidth="xs"
      fullWidth
      lang={lang}
      data-testid={testId}
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>{body}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={close} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button variant="contained" color="error" onClick={() => void confirm()} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
