import { isUnauthorizedError } from '../../../api/api-error';
import type { MessageKey } from '../../../i18n/types';
import { toasts } from '../../../toast/toast-store';

/** An 'Error' toast with our text; a lost session stays quiet (the Session Expired toast says it). */
export function toastFailure(error: unknown, key: MessageKey): void {
  if (!isUnauthorizedError(error)) toasts.show({ title: { key: 'errors.title' }, description: { key }, variant: 'destructive' });
}
