import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import type { AdminPayment } from '../../../../contracts/subscription.ts';
import { ReasonActionButton, type ReasonAction } from '../shared/ReasonActionButton';

/** POST /api/admin/payments/:id/refund: any CONFIRMED payment (the server says so: `refundable`). */
const refund: ReasonAction<AdminPayment> = {
  applies: (payment) => payment.refundable,
  path: (payment) => `/admin/payments/${payment.id}/refund`,
  subject: (payment) => `${payment.userEmail} · ${payment.amount} ₽`,
  texts: { button: 'operator.payments.refund', title: 'operator.payments.refundTitle', body: 'operator.payments.refundBody', done: 'operator.payments.refunded' },
  color: 'warning',
  icon: <CurrencyExchangeIcon />,
};

/** 'Refund' on the operator's payment page, after a dialog asking why. */
export function PaymentRefundButton() {
  return <ReasonActionButton action={refund} />;
}
