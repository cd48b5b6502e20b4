import { Alert } from '@mui/material';
import { useState } from 'react';
import { useT } from '../../../i18n/LocaleProvider';
import { renderText, type Text } from '../../../i18n/types';
import { ConfirmDialog } from '../../../shell/ConfirmDialog';

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
 * dialog'. A failure is said inside the dialog, which stays open. After a disconnection the
 * button that opened it is gone, so `onExited` lets the card put focus somewhere useful.
 */
export function DisconnectDialog({ open, title, body, onConfirm, onClose, onExited }: Props) {
  const t = useT();
  const [problem, setProblem] = useState<Text | null>(null);
  const [done, setDone] = useState(false);

  const confirm = async () => {
    setProblem(null);
    const failure = await onConfirm();
    if (failure === null) setDone(true);
    else setProblem(failure);
    return failure === null;
  };

  return (
    <ConfirmDialog
      open={open}
      title={title}
      body={body}
      confirmLabel={t('telegramCalendar.disconnect')}
      busyLabel={t('telegramCalendar.disconnecting')}
      cancelLabel={t('telegramCalendar.cancel')}
      onConfirm={confirm}
      onClose={onClose}
      onEnter={() => {
        setDone(false);
        setProblem(null);
      }}
      onExited={() => onExited?.(done)}
    >
      {problem !== null && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {renderText(t, problem)}
        </Alert>
      )}
    </ConfirmDialog>
  );
}
