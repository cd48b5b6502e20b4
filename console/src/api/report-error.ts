import { ApiError, isUnauthorizedError } from './api-error';
import { stringField } from './client';
import type { MessageKey } from '../i18n/types';
import { toasts as appToasts, type ToastStore } from '../toast/toast-store';
import { localizedServerText } from './service-unavailable';

/** The server's own words about a failure, if it gave any (spec 8: shown instead of ours). */
export const serverMessage = (error: unknown): string | undefined => (error instanceof ApiError ? stringField(error.data, 'message') : undefined);

/**
 * Spec 8's 'Error' toasts of the subscription actions: the server's text, else ours. A lost
 * session stays quiet here: the Session Expired toast already says what happened and this one
 * would replace it (one toast at a time).
 */
export function reportActionError(error: unknown, fallback: MessageKey, toasts: Pick<ToastStore, 'show'> = appToasts): void {
  if (isUnauthorizedError(error)) return;
  toasts.show({ title: { key: 'errors.title' }, description: localizedServerText(error) ?? { key: fallback }, variant: 'destructive' });
}
