import { isUnauthorizedError } from '../api/api-error';
import type { ToastStore } from '../toast/toast-store';
import type { Session } from './session';

/** Spec 9: the Session Expired toast stays up for 10 seconds. */
export const SESSION_EXPIRED_TOAST_DURATION = 10_000;

/**
 * Spec 2 'Background notices': when a call fails as unauthorized while someone is signed in,
 * say so once and mark the session as ended. Signed-out failures stay quiet.
 */
export function watchSessionExpiry(session: Pick<Session, 'getState' | 'expire'>, toasts: Pick<ToastStore, 'show'>) {
  return (error: unknown): void => {
    if (!isUnauthorizedError(error) || session.getState().status !== 'authenticated') return;
    toasts.show({
      title: { key: 'auth.sessionExpired.title' },
      description: { key: 'auth.sessionExpired.description' },
      variant: 'destructive',
      duration: SESSION_EXPIRED_TOAST_DURATION,
    });
    session.expire();
  };
}
