import { useEffect, useState } from 'react';
import { isUnauthorizedError } from '../../../api/api-error';
import { useApi } from '../../../api/ApiContext';
import type { MessageKey } from '../../../i18n/types';
import { toasts } from '../../../toast/toast-store';
import { digestApi } from '../shared/digest-api';
import { describeDigestError, showSuccess } from '../shared/digest-errors';
import type { Problem } from './FormProblem';

export type SignInStep = { kind: 'checking' } | { kind: 'phone' } | { kind: 'code'; phone: string } | { kind: 'password' } | { kind: 'done'; username: string | null };

export interface SignIn {
  step: SignInStep;
  busy: boolean;
  problem: Problem | null;
  sendCode: (phone: string) => Promise<void>;
  verifyCode: (code: string) => Promise<void>;
  verifyPassword: (password: string) => Promise<void>;
  /** Back to the phone number (a mistyped number, or an expired code). */
  restart: () => void;
}

/**
 * Spec 4 'Authentication steps': phone, then code, then (only when Telegram asks) the 2FA
 * password, then success. A session that is already valid (GET auth/validate) is success at once.
 */
export function useTelegramSignIn(hasCredentials: boolean): SignIn {
  const api = useApi();
  const [step, setStep] = useState<SignInStep>({ kind: hasCredentials ? 'checking' : 'phone' });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  useEffect(() => {
    if (!hasCredentials) return;
    let active = true;
    digestApi.validate(api).then(
      (check) => {
        if (active) setStep(check.valid ? { kind: 'done', username: check.username } : { kind: 'phone' });
      },
      // Could not tell: signing in again is always possible.
      () => {
        if (active) setStep({ kind: 'phone' });
      },
    );
    return () => {
      active = false;
    };
  }, [api, hasCredentials]);

  /**
   * Runs one call of the sign-in: spec 5's required check first, spec 8's failure text after.
   * The next step comes in the same render as the end of `busy`, so its field is enabled when
   * it mounts and takes the focus.
   */
  const attempt = async (value: string, required: MessageKey, failed: MessageKey, call: () => Promise<SignInStep>) => {
    if (busy) return;
    if (value.trim() === '') {
      setProblem({ text: required });
      return;
    }
    setProblem(null);
    setBusy(true);
    let next: SignInStep | null = null;
    try {
      next = await call();
    } catch (error) {
      if (!isUnauthorizedError(error)) setProblem({ text: failed, reason: describeDigestError(error) });
    }
    setBusy(false);
    if (next !== null) setStep(next);
  };

  const signedIn = (username: string | null): SignInStep => {
    showSuccess('telegramDigest.setup.auth.success');
    return { kind: 'done', username };
  };

  return {
    step,
    busy,
    problem,
    sendCode: (phone) =>
      attempt(phone, 'telegramDigest.setup.auth.phoneRequired', 'telegramDigest.setup.auth.sendFailed', async () => {
        await digestApi.startAuth(api, phone.trim());
        showSuccess('telegramDigest.setup.auth.codeSent', { key: 'telegramDigest.setup.auth.codeSentBody' });
        return { kind: 'code', phone: phone.trim() };
      }),
    verifyCode: (code) =>
      attempt(code, 'telegramDigest.setup.auth.codeRequired', 'telegramDigest.setup.auth.failed', async () => {
        const outcome = await digestApi.completeAuth(api, { code: code.trim() });
        if (!outcome.requiresPassword) return signedIn(outcome.username);
        toasts.show({ title: { key: 'telegramDigest.setup.auth.twoFactorRequired' }, description: { key: 'telegramDigest.setup.auth.twoFactorBody' } });
        return { kind: 'password' };
      }),
    verifyPassword: (password) =>
      attempt(password, 'telegramDigest.setup.auth.passwordRequired', 'telegramDigest.setup.auth.failed', async () => {
        // A password is sent as typed: spaces may be part of it.
        const outcome = await digestApi.completeAuth(api, { password });
        return signedIn(outcome.username);
      }),
    restart: () => {
      setProblem(null);
      setStep({ kind: 'phone' });
    },
  };
}
