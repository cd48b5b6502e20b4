import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { AdminPayment } from '../../../../contracts/subscription.ts';
import { PaymentList } from './PaymentList';
import { PaymentShow } from './PaymentShow';

/** The Payments resource of the operator area, spread into <Resource name="admin/payments">. */
export default {
  list: PaymentList,
  show: PaymentShow,
  icon: ReceiptLongIcon,
  recordRepresentation: (payment: AdminPayment) => `${payment.userEmail} · ${payment.amount} ₽`,
};
