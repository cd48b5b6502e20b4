/** Where the bank sends the browser and its notifications, all on the product's own host. */
export function paymentUrls(publicUrl: string) {
  const at = (path: string) => new URL(path, publicUrl).toString();
  return {
    successUrl: at('/subscription/success'),
    failUrl: at('/subscription/fail'),
    notificationUrl: at('/api/subscription/webhook'),
  };
}

export const PAYMENT_DESCRIPTION = 'Professional Plan, monthly subscription';
