import { useEffect } from 'react';
import { useNotificationContext, useTranslate } from 'react-admin';
import { toasts } from '../toast/toast-store';

/**
 * Shows react-admin's notifications as the app's toasts, so the operator screens obey the
 * same one-toast-at-a-time rule as the rest of the console (react-admin's own Snackbar would
 * stack on top of ours). Edits are pessimistic, so no notification carries an undo.
 */
export function NotificationBridge() {
  const { notifications, takeNotification } = useNotificationContext();
  const translate = useTranslate();

  useEffect(() => {
    if (notifications.length === 0) return;
    const notification = takeNotification();
    if (!notification) return;
    const { message, type, notificationOptions } = notification;
    const text = typeof message === 'string' ? translate(message, { _: message, ...notificationOptions?.messageArgs }) : null;
    if (text === null) return;
    toasts.show({
      ...(type === 'error' ? { title: { key: 'errors.title' } } : {}),
      description: text,
      variant: type === 'error' ? 'destructive' : type === 'success' ? 'success' : 'default',
      ...(typeof notificationOptions?.autoHideDuration === 'number' ? { duration: notificationOptions.autoHideDuration } : {}),
    });
  }, [notifications, takeNotification, translate]);

  return null;
}
