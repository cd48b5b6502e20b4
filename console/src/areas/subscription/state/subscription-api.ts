import type { z } from 'zod';
import type { TestCheckout } from '../../../../../contracts/fiscal-receipt.ts';
import type {
  cancelSubscriptionResponseSchema,
  createPaymentResponseSchema,
  refundSubscriptionResponseSchema,
  testPaymentConfirmResponseSchema,
} from '../../../../../contracts/subscription.ts';
import type { ApiClient } from '../../../api/client';
import type { Subscription } from './subscription';

export type CancelAnswer = z.infer<typeof cancelSubscriptionResponseSchema>;
export type RefundAnswer = z.infer<typeof refundSubscriptionResponseSchema>;
export type TestPaymentAnswer = z.infer<typeof testPaymentConfirmResponseSchema>;
type CreatePaymentAnswer = z.infer<typeof createPaymentResponseSchema>;

export interface TestPaymentInput {
  paymentId: string;
  cardNumber: string;
  expiry: string;
  cvv: string;
  cardholder: string;
}

/** Spec 8: raised when create-payment answers without a paymentUrl. */
export const NO_PAYMENT_URL = 'No payment URL received';

export const fetchSubscriptionStatus = (api: ApiClient) => api.get<Subscription>('/subscription/status');

/** Where the browser goes to pay (or, for a resumed cancelled subscription, the success page). */
export async function createPayment(api: ApiClient): Promise<string> {
  const answer = await api.post<Partial<CreatePaymentAnswer> | undefined>('/subscription/create-payment');
  if (!answer?.paymentUrl) throw new Error(NO_PAYMENT_URL);
  return answer.paymentUrl;
}

export const cancelSubscription = (api: ApiClient, reason: string) => api.post<CancelAnswer>('/subscription/cancel', { reason });

export const refundSubscription = (api: ApiClient) => api.post<RefundAnswer>('/subscription/refund', {});

/** The sandbox bank's Pay button; public, like the checkout page itself. */
export const confirmTestPayment = (api: ApiClient, input: TestPaymentInput) => api.post<TestPaymentAnswer>('/test-payment/confirm', input);

/** The sandbox bank's checkout of one payment, with the fiscal receipt it was given; public too. */
export const fetchTestCheckout = (api: ApiClient, paymentId: string) => api.get<TestCheckout>(`/test-payment/${encodeURIComponent(paymentId)}`);
