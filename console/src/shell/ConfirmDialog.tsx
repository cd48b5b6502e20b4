import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';

interface Props {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  busyLabel: string;
  cancelLabel: string;
  /** Does it; resolves true when the dialog may close (a failure keeps it open and says why). */
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
  /** Below the text: what went wrong, for a dialog that says it inside rather than in a toast. */
  children?: ReactNode;
  /** The dialog's language when it differs from the page's (the digest tool's Russian delete dialog). */
  lang?: string;
  testId?: string;
  /** As it opens again: a dialog that kept something from its last opening forgets it. */
  onEnter?: () => void;
  /** After it has gone: where focus should go when the button that opened it is gone too. */
  onExited?: () => void;
}

/**
 * A confirmation of something that cannot be undone (delete, disconnect). MUI's dialog moves
 * focus in, keeps it there and gives it back to the button that opened it; the title and the
 * text name the dialog for screen readers. While the action runs, neither button nor Escape
 * closes it, so its outcome is always seen.
 */
export function ConfirmDialog({ open, title, body, confirmLabel, busyLabel, cancelLabel, onConfirm, onClose, children, lang, testId, onEnter, onExited }: Props) {
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
      slotProps={{ transition: { onEnter, onExited } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>{body}</DialogContentText>
        {children}
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
