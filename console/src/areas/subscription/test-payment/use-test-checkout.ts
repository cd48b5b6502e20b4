import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '../../../api/ApiContext';
import { leaveTo } from '../../../app/leave';
import { paths } from '../../../app/paths';
import { confirmTestPayment, type TestPaymentInput } from '../state/subscription-api';
import { successDestination } from './success-destination';

/** Spec 9: the test payment shows 'Processing...' for 2 seconds. */
export const PROCESSING_MS = 2_000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Spec 4 'Test payment': idle, processing for 2 s, redirect. The bank is asked meanwhile; a
 * declined card or a failed call goes to /subscription/fail, as the real bank's checkout does.
 */
export function useTestCheckout(successUrl: string | null) {
  const api = useApi();
  const navigate = useNavigate();
  const [processing, setProcessing] = useState(false);

  const pay = async (input: TestPaymentInput) => {
    setProcessing(true);
    const [confirmed] = await Promise.all([
      confirmTestPayment(api, input).then(
        (answer) => answer.status === 'CONFIRMED',
        () => false,
      ),
      wait(PROCESSING_MS),
    ]);
    if (!confirmed) {
      await navigate(paths.subscriptionFail);
      return;
    }
    const destination = successDestination(successUrl, window.location.origin);
    if (destination.kind === 'route') await navigate(destination.to);
    else leaveTo(destination.href);
  };

  return { processing, pay };
}
