import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { isActivated } from '../state/subscription';
import { useSubscription } from '../state/use-subscription';
import { toasts } from '../../../toast/toast-store';

/** Spec 9: after payment, poll every 5 s, at most 24 times; redirect 2 s after activation. */
export const POLL_INTERVAL_MS = 5_000;
export const MAX_POLLS = 24;
export const REDIRECT_DELAY_MS = 2_000;

export type ActivationPhase = 'waiting' | 'active' | 'delayed';

/**
 * Spec 4 'Payment success polling'. Activation lags the payment by 30-60 seconds, so the page
 * asks again every 5 seconds until the subscription grants premium features; after 24 tries
 * it stops and says activation is delayed. Once active: a toast, then the management page.
 */
export function useActivationPolling() {
  const { subscription, loading, refresh } = useSubscription();
  const navigate = useNavigate();
  const [attempts, setAttempts] = useState(0);
  const [checking, setChecking] = useState(false);

  const active = !loading && isActivated(subscription);
  const phase: ActivationPhase = active ? 'active' : attempts >= MAX_POLLS && !checking ? 'delayed' : 'waiting';

  const check = useCallback(() => {
    setChecking(true);
    void refresh().finally(() => setChecking(false));
  }, [refresh]);

  // One timer at a time: each attempt schedules the next (the first waits for the initial status).
  useEffect(() => {
    if (loading || active || attempts >= MAX_POLLS) return;
    const timer = setTimeout(() => {
      setAttempts((n) => n + 1);
      check();
    }, POLL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [loading, active, attempts, check]);

  // Strict mode runs effects twice; refs keep each toast to one.
  const told = useRef<Set<string>>(new Set());
  const tellOnce = useCallback((what: string, show: () => void) => {
    if (told.current.has(what)) return;
    told.current.add(what);
    show();
  }, []);

  useEffect(() => tellOnce('paid', () => toasts.show({ description: { key: 'paymentSuccess.toast' }, variant: 'success' })), [tellOnce]);

  useEffect(() => {
    if (!active) return;
    tellOnce('active', () => toasts.show({ description: { key: 'paymentSuccess.activatedToast' }, variant: 'success' }));
    const timer = setTimeout(() => void navigate(paths.manageSubscription, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [active, navigate, tellOnce]);

  useEffect(() => {
    if (phase !== 'delayed') return;
    tellOnce('delayed', () =>
      toasts.show({ title: { key: 'paymentSuccess.delayedTitle' }, description: { key: 'paymentSuccess.delayedBody' }, variant: 'destructive' }),
    );
  }, [phase, tellOnce]);

  return { phase, attempts, checking, checkNow: check, subscription };
}
