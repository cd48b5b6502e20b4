import type { AdminPayment, PaymentStatus } from '../../../../contracts/subscription.ts';
import type { MessageKey } from '../../i18n/types';

/** Every status a subscription row can have, PENDING (waiting for its first payment) included. */
const subscriptionStatusList = ['PENDING', 'ACTIVE', 'CANCELED', 'PAST_DUE', 'EXPIRED'] as const;
// Listed here rather than imported from contracts: a value import would bring zod along.
const paymentStatusList = ['NEW', 'PENDING', 'CONFIRMED', 'REJECTED', 'REFUNDED', 'EXPIRED'] as const satisfies readonly PaymentStatus[];
const paymentKindList = ['FIRST', 'RENEWAL', 'RECOVERY'] as const satisfies readonly AdminPayment['kind'][];

/** Choices for react-admin inputs and fields; react-admin translates the names. */
export const subscriptionStatusChoices: { id: string; name: MessageKey }[] = subscriptionStatusList.map((id) => ({ id, name: `subscription.statuses.${id}` }));
export const paymentStatusChoices: { id: string; name: MessageKey }[] = paymentStatusList.map((id) => ({ id, name: `paymentStatuses.${id}` }));
export const paymentKindChoices: { id: string; name: MessageKey }[] = paymentKindList.map((id) => ({ id, name: `paymentKinds.${id}` }));
