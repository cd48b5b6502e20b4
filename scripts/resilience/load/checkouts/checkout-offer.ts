import { createPaymentResponseSchema } from '../../../../contracts/subscription.ts';
import { TBANK_FAKE_PREFIX } from '../../fakes/tbank-routes.ts';
import type { LoadContext, Offered } from '../contract.ts';
import { offerOnce, offerUntilAccepted, send } from '../http.ts';
import { checkoutKey } from './checkout-key.ts';

export interface Buyer {
  userId: string;
  token: string;
}

/** What the bank's fake answers when the customer pays at its form (fakes/tbank-routes.ts). */
interface Paid {
  notificationUrl: string | null;
  notification: Record<string, unknown>;
}

const isPaid = (body: unknown): body is Paid => typeof body === 'object' && body !== null && typeof (body as Paid).notification === 'object';

/**
 * One subscription bought as a person and the bank buy it: the person starts the checkout in
 * the console (POST create-payment, offered once: a refusal is not retried by the load), pays
 * at the bank's form, and the bank posts its signed CONFIRMED notification to the product until
 * it reads "OK", as T-Bank repeats it. Accepted when both were: the checkout answered 2xx and
 * the notification was taken. Oddities that are not answers (the bank's form missing, a 2xx
 * without "OK") are told to `problem`.
 */
export async function offerCheckout(ctx: LoadContext, kind: string, buyer: Buyer, problem: (line: string) => void): Promise<Offered> {
  const headers = { Authorization: `Bearer ${buyer.token}` };
  const { last: created, ...checkout } = await offerOnce(kind, checkoutKey({ userId: buyer.userId, orderId: null }), () =>
    send('POST', `${ctx.baseUrl}/api/subscription/create-payment`, { headers, timeoutMs: 30_000 }),
  );
  if (!checkout.accepted) return checkout;
  const parsed = createPaymentResponseSchema.safeParse(created.body);
  if (!parsed.success || !parsed.data.paymentId) {
    problem(`${checkout.key}: create-payment answered ${created.status} without a checkout: ${JSON.stringify(created.body).slice(0, 200)}`);
    return { ...checkout, accepted: false };
  }
  const key = checkoutKey({ userId: buyer.userId, orderId: parsed.data.paymentId });

  // The fakes process is never faulted: a refusal here means the product answered a form the bank never opened.
  const paid = await send('POST', `${ctx.fakesUrl}${TBANK_FAKE_PREFIX}/__pay`, { body: { paymentUrl: parsed.data.paymentUrl } });
  if (paid.status !== 200 || !isPaid(paid.body)) {
    problem(`${key}: the bank has no payable form at ${parsed.data.paymentUrl} (${paid.status} ${JSON.stringify(paid.body).slice(0, 200)})`);
    return { ...checkout, key, accepted: false };
  }
  const { notification, notificationUrl } = paid.body;
  // The bank posts to the Init's NotificationURL (the product's https PUBLIC_URL); here that path on the web process.
  const url = `${ctx.baseUrl}${notificationUrl ? new URL(notificationUrl).pathname : '/api/subscription/webhook'}`;
  const { last, ...notified } = await offerUntilAccepted(kind, key, () => send('POST', url, { body: notification }));
  if (notified.accepted && last.body !== 'OK') problem(`${key}: the notification was answered ${last.status} ${JSON.stringify(last.body).slice(0, 100)}, not "OK": T-Bank would repeat it`);
  return { kind, key, at: checkout.at, tries: [...checkout.tries, ...notified.tries], accepted: notified.accepted };
}
