import { Route } from 'react-router';
import { ManageSubscriptionPage } from './ManageSubscriptionPage';
import { PaymentSuccessPage } from './PaymentSuccessPage';

/** The signed-in subscription screens, as react-admin CustomRoutes children. */
export const subscriptionRoutes = (
  <>
    <Route path="/subscription/success" element={<PaymentSuccessPage />} />
    <Route path="/subscription/manage" element={<ManageSubscriptionPage />} />
  </>
);
