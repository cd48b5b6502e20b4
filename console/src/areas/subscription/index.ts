/** Signed-in subscription area: the payment success page and subscription management. */
export { subscriptionRoutes } from './routes';
export { ManageSubscriptionPage } from './ManageSubscriptionPage';
export { PaymentSuccessPage } from './PaymentSuccessPage';
