import { useEffect, useState } from 'react';
import type { FiscalReceipt } from '../../../../../contracts/fiscal-receipt.ts';
import { useApi } from '../../../api/ApiContext';
import { fetchTestCheckout } from '../state/subscription-api';

/** The fiscal receipt the sandbox bank holds for the payment: loading, failed, or loaded (null: none sent). */
export type CheckoutReceipt = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; receipt: FiscalReceipt | null };

/**
 * Reads GET /api/test-payment/:paymentId once per payment. A failure only costs the receipt's
 * section: the checkout itself works from the link's amount.
 */
export function useCheckoutReceipt(paymentId: string | null): CheckoutReceipt {
  const api = useApi();
  const [result, setResult] = useState<{ paymentId: string; receipt: CheckoutReceipt } | null>(null);

  useEffect(() => {
    if (!paymentId) return;
    let current = true;
    fetchTestCheckout(api, paymentId).then(
      (checkout) => {
        if (current) setResult({ paymentId, receipt: { state: 'loaded', receipt: checkout.receipt ?? null } });
      },
      () => {
        if (current) setResult({ paymentId, receipt: { state: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [api, paymentId]);

  // An answer for another payment (the link changed) counts as still loading.
  return result !== null && result.paymentId === paymentId ? result.receipt : { state: 'loading' };
}
