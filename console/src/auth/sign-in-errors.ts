import type { SignInErrorCode } from '../../../contracts/auth.ts';
import type { MessageKey } from '../i18n/types';
import type { ToastStore } from '../toast/toast-store';

const messages: Record<SignInErrorCode, MessageKey> = {
  access_denied: 'auth.signInFailed.access_denied',
  invalid_state: 'auth.signInFailed.invalid_state',
  email_unverified: 'auth.signInFailed.email_unverified',
  sign_in_failed: 'auth.signInFailed.sign_in_failed',
};

const isSignInErrorCode = (code: string): code is SignInErrorCode => Object.hasOwn(messages, code);

/** The toast for `?authError=<code>`; an unknown code reads as a generic failure. */
export function showSignInError(code: string, toasts: Pick<ToastStore, 'show'>): void {
  toasts.show({
    title: { key: 'auth.signInFailed.title' },
    description: { key: messages[isSignInErrorCode(code) ? code : 'sign_in_failed'] },
    variant: 'destructive',
    duration: 8_000,
  });
}
