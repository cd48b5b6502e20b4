import { useContext } from 'react';
import { SubscriptionContext, type SubscriptionContextValue } from './SubscriptionProvider';

/** The signed-in user's subscription (GET /api/subscription/status), from the shell's provider. */
export function useSubscription(): SubscriptionContextValue {
  const value = useContext(SubscriptionContext);
  if (!value) throw new Error('useSubscription must be used inside <SubscriptionProvider>');
  return value;
}
