import { createContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useApi } from '../../../api/ApiContext';
import { useAuth } from '../../../auth/AuthContext';
import { useLocale } from '../../../i18n/LocaleProvider';
import { toasts as appToasts, type ToastStore } from '../../../toast/toast-store';
import { subscriptionMessages } from '../i18n';
import { endingSoonNotifier } from './ending-soon';
import type { Subscription } from './subscription';
import { createSubscriptionStore, type SubscriptionState } from './subscription-store';

export interface SubscriptionContextValue extends SubscriptionState {
  /** Asks for the status again and answers the fresh value (the old one after a 429). */
  refresh: () => Promise<Subscription | null>;
}

export const SubscriptionContext = createContext<SubscriptionContextValue | null>(null);

interface Props {
  children: ReactNode;
  /** Test seams; the app uses its own toasts and spec 4's 100 ms. */
  toasts?: Pick<ToastStore, 'show'>;
  delayMs?: number;
}

/** Lives in the shell, above the router, so every page and react-admin read the same state. */
export function SubscriptionProvider({ children, toasts = appToasts, delayMs }: Props) {
  const api = useApi();
  const auth = useAuth();
  const [store] = useState(() => createSubscriptionStore(api, delayMs));
  const { load } = useLocale();
  const [notifyEndingSoon] = useState(() =>
    // The notice's texts are the subscription area's: fetched first (no notice if they cannot be).
    endingSoonNotifier({ show: (toast) => load(subscriptionMessages).then(() => toasts.show(toast), () => undefined) }),
  );
  const state = useSyncExternalStore(store.subscribe, store.getState);

  const userId = auth.user?.id ?? null;
  useEffect(() => store.authChanged(auth.status, userId), [store, auth.status, userId]);
  useEffect(() => () => store.dispose(), [store]);
  useEffect(() => notifyEndingSoon(state.subscription), [notifyEndingSoon, state.subscription]);

  const value = useMemo(() => ({ ...state, refresh: store.refresh }), [state, store]);
  return <SubscriptionContext value={value}>{children}</SubscriptionContext>;
}
