import { Button, DialogActions } from '@mui/material';
import { useT } from '../../../i18n/LocaleProvider';

interface Props {
  onCancel: () => void;
  /** While it is sent: Cancel waits too. */
  saving: boolean;
  canSubmit: boolean;
  submitLabel: string;
}

/** A dialog form's Cancel and submit buttons. */
export function DialogFormActions({ onCancel, saving, canSubmit, submitLabel }: Props) {
  const t = useT();
  return (
    <DialogActions sx={{ px: 3, pb: 2.5 }}>
      <Button onClick={onCancel} disabled={saving}>
        {t('homework.cancel')}
      </Button>
      <Button type="submit" variant="contained" disabled={!canSubmit}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
