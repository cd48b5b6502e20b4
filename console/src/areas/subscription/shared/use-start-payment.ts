import { useCallback, useState } from 'react';
import { useApi } from '../../../api/ApiContext';
import { leaveTo } from '../../../app/leave';
import { createPayment } from '../state/subscription-api';

/**
 * Spec 7 'Create payment': ask for a payment, then send the browser to it. `busy` stays on once
 * the browser is leaving, so the button cannot start a second payment meanwhile; a failure
 * turns it off again and is passed on for the caller to report.
 */
export function useStartPayment() {
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const start = useCallback(async () => {
    setBusy(true);
    try {
      leaveTo(await createPayment(api));
    } catch (error) {
      setBusy(false);
      throw error;
    }
  }, [api]);
  return { busy, start };
}
