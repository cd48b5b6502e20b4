import { Route, Routes } from 'react-router';
import NotFoundPage from '../../shell/NotFoundPage';
import { ManageSubscriptionPage } from './manage/ManageSubscriptionPage';
import { PaymentSuccessPage } from './success/PaymentSuccessPage';

/** The signed-in screens below /subscription: where the bank returns the payer, and management. */
export default function SubscriptionScreens() {
  return (
    <Routes>
      <Route path="success" element={<PaymentSuccessPage />} />
      <Route path="manage" element={<ManageSubscriptionPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
