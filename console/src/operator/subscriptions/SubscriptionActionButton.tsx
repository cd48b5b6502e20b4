import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import type { AdminSubscription } from '../../../../contracts/subscription.ts';
import { ReasonActionButton, type ReasonAction } from '../shared/ReasonActionButton';

export type SubscriptionAction = 'refund' | 'cancel';

const subscriber = (record: AdminSubscription) => `${record.userName} · ${record.userEmail}`;

const actions: Record<SubscriptionAction, ReasonAction<AdminSubscription>> = {
  // A refund inside the window (the server says when: `refundable`).
  refund: {
    applies: (record) => record.refundable,
    path: (record) => `/admin/subscriptions/${record.id}/refund`,
    subject: subscriber,
    texts: { button: 'operator.subscriptions.refund', title: 'operator.subscriptions.refundTitle', body: 'operator.subscriptions.refundBody', done: 'operator.subscriptions.refunded' },
    color: 'warning',
    icon: <CurrencyExchangeIcon />,
  },
  // A cancel of an ACTIVE one.
  cancel: {
    applies: (record) => record.status === 'ACTIVE',
    path: (record) => `/admin/subscriptions/${record.id}/cancel`,
    subject: subscriber,
    texts: { button: 'operator.subscriptions.cancel', title: 'operator.subscriptions.cancelTitle', body: 'operator.subscriptions.cancelBody', done: 'operator.subscriptions.canceled' },
    color: 'error',
    icon: <CancelOutlinedIcon />,
  },
};

/** Whether the record allows the action. */
export const canRun = (record: AdminSubscription, action: SubscriptionAction): boolean => actions[action].applies(record);

/** Refund or cancel from the operator's subscription page. */
export function SubscriptionActionButton({ action }: { action: SubscriptionAction }) {
  return <ReasonActionButton action={actions[action]} />;
}
