import { reportActionError } from '../../../api/report-error';
import type { MessageKey, Text } from '../../../i18n/types';
import { toasts } from '../../../toast/toast-store';

/**
 * Spec 8 'Analytics': a failed action says the server's message when it gave one, else our
 * default ('Failed to save credentials'); a lost session stays quiet here, as the app's Session
 * Expired toast already says it (one toast at a time).
 */
export const reportFailure = (error: unknown, fallback: MessageKey): void => reportActionError(error, fallback);

export const showSuccess = (title: MessageKey, description?: Text) => toasts.show({ title: { key: title }, ...(description === undefined ? {} : { description }), variant: 'success' });
