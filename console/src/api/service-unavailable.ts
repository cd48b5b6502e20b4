import { SERVICE_UNAVAILABLE_MESSAGE } from '../../../contracts/service-unavailable.ts';
import type { Text } from '../i18n/types';
import type { ToastStore } from '../toast/toast-store';
import { ApiError } from './api-error';
import { stringField } from './client';

/**
 * The server's words about a failure in the reader's language where we know them: its answer
 * while a dependency is down (503, contracts/health.ts) is always the same sentence, which the
 * console has in every language; any other message is shown as the server wrote it.
 */
export function localizedServerText(error: unknown): Text | undefined {
  const message = error instanceof ApiError ? stringField(error.data, 'message') : undefined;
  return message === SERVICE_UNAVAILABLE_MESSAGE ? { key: 'errors.serviceUnavailable.description' } : message;
}

/**
 * Any call that the API answers 503 (Postgres, Redis or Temporal restarting) says so in a toast,
 * reads and background calls included, which have no error toast of their own. An action's own
 * error toast (api/report-error.ts) replaces it with the same words.
 */
export function watchServiceUnavailable(toasts: Pick<ToastStore, 'show'>) {
  return (error: unknown): void => {
    if (!(error instanceof ApiError) || error.status !== 503) return;
    toasts.show({
      title: { key: 'errors.serviceUnavailable.title' },
      description: localizedServerText(error) ?? { key: 'errors.serviceUnavailable.description' },
      variant: 'destructive',
    });
  };
}
