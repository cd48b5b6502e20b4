import { Alert, AlertTitle, Snackbar, type AlertColor } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { useT } from '../i18n/LocaleProvider';
import { renderText } from '../i18n/types';
import { DEFAULT_TOAST_DURATION, toasts as appToasts, type ToastStore, type ToastVariant } from './toast-store';

const severity: Record<ToastVariant, AlertColor> = {
  default: 'info',
  success: 'success',
  destructive: 'error',
};

/** Renders the toast store; with a limit of one there is never more than one Snackbar. */
export function Toaster({ store = appToasts }: { store?: ToastStore }) {
  const t = useT();
  const list = useSyncExternalStore(store.subscribe, store.getToasts);

  return list.map((toast) => (
    <Snackbar
      key={toast.id}
      open={toast.open}
      autoHideDuration={toast.duration ?? DEFAULT_TOAST_DURATION}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      onClose={(_event, reason) => {
        // A click elsewhere on the page should not throw away a message nobody has read yet.
        if (reason !== 'clickaway') store.dismiss(toast.id);
      }}
    >
      <Alert
        severity={severity[toast.variant ?? 'default']}
        variant="filled"
        closeText={t('common.close')}
        onClose={() => store.dismiss(toast.id)}
        sx={{ width: '100%', maxWidth: 420, boxShadow: 6 }}
      >
        {toast.title !== undefined && <AlertTitle>{renderText(t, toast.title)}</AlertTitle>}
        {toast.description !== undefined && renderText(t, toast.description)}
      </Alert>
    </Snackbar>
  ));
}
