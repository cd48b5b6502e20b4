import CardMembershipIcon from '@mui/icons-material/CardMembership';
import type { AdminSubscription } from '../../../../contracts/subscription.ts';
import { SubscriptionList } from './SubscriptionList';
import { SubscriptionShow } from './SubscriptionShow';

/** The Subscriptions resource of the operator area, spread into <Resource name="admin/subscriptions">. */
export default {
  list: SubscriptionList,
  show: SubscriptionShow,
  icon: CardMembershipIcon,
  recordRepresentation: (subscription: AdminSubscription) => subscription.userEmail,
};
