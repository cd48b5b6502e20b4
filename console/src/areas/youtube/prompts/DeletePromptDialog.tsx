import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { useT } from '../../../i18n/LocaleProvider';

interface Props {
  open: boolean;
  /** Deletes; resolves true when the dialog may close. */
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
}

/** Spec 2 'Delete Prompt Template?'. */
export function DeletePromptDialog({ open, onConfirm, onClose }: Props) {
  const t = useT();
  const titleId = useId();
  const bodyId = useId();
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (!busy) onClose();
  };
  const confirm = async () => {
    setBusy(true);
    const deleted = await onConfirm();
    setBusy(false);
    if (deleted) onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} aria-describedby={bodyId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('youtube.prompts.deleteDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>{t('youtube.prompts.deleteDialog.body')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={close} disabled={busy}>
          {t('youtube.prompts.deleteDialog.cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={() => void confirm()} disabled={busy}>
          {busy ? t('youtube.prompts.deleteDialog.deleting') : t('youtube.prompts.deleteDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
