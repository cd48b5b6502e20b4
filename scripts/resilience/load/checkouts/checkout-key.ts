/**
 * A checkout offer's key: the buyer's user id, and the order (our payment id) when the
 * checkout answered one. The audit finds everything the offer may have left by these two.
 */
export interface CheckoutKey {
  userId: string;
  orderId: string | null;
}

export const checkoutKey = ({ userId, orderId }: CheckoutKey): string => (orderId ? `${userId}/${orderId}` : userId);

export function parseCheckoutKey(key: string): CheckoutKey {
  const [userId, orderId] = key.split('/');
  return { userId: userId!, orderId: orderId ?? null };
}
