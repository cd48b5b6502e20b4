import { paths } from '../../app/paths';
import type { Area } from '../types';
import { subscriptionMessages } from './i18n';
import { subscriptionLink } from './state/subscription';

/**
 * The subscription, in one folder. Public and free of react-admin: the offer (`offer/`), the
 * payment-failed page (`fail/`) and the sandbox bank's checkout (`test-payment/`). Signed in:
 * the payment success page (`success/`) and management (`manage/`). Besides its views it holds
 * what the shell and the other areas use: the subscription state (`state/`, loaded with the
 * shell), the feature guard (`guard/`) and the cards and buttons they share (`shared/`).
 */
export const subscriptionArea: Area = {
  id: 'subscription',
  path: paths.subscription,
  nav: { label: { en: 'Subscription', ru: 'Подписка' }, signedOut: true, to: subscriptionLink },
  messages: subscriptionMessages,
  screens: () => import('./routes'),
  pages: [
    { path: paths.subscription, view: () => import('./offer/PricingPage') },
    { path: paths.subscriptionFail, view: () => import('./fail/PaymentFailPage') },
    { path: paths.testPayment, view: () => import('./test-payment/TestPaymentPage') },
  ],
  signedIn: [paths.manageSubscription, paths.subscriptionSuccess],
};
