import { BaseModel } from './BaseModel.ts';

export const subscriptionRowStatuses = ['PENDING', 'ACTIVE', 'CANCELED', 'PAST_DUE', 'EXPIRED'] as const;
export type SubscriptionRowStatus = (typeof subscriptionRowStatuses)[number];
/** A user has at most one subscription in these statuses (a partial unique index). */
export const liveSubscriptionStatuses: readonly SubscriptionRowStatus[] = ['PENDING', 'ACTIVE', 'CANCELED', 'PAST_DUE'];

export class Subscription extends BaseModel {
  static override tableName = 'subscriptions';

  declare id: string;
  declare userId: string;
  declare status: SubscriptionRowStatus;
  declare plan: string;
  declare amountKopecks: number;
  declare provider: string;
  declare billingAnchor: Date | null;
  declare anchorPeriod: number;
  declare startDate: Date | null;
  declare period: number;
  declare periodStart: Date | null;
  declare endDate: Date | null;
  declare renewalAttempt: number;
  declare cardPan: string | null;
  declare canceledAt: Date | null;
  declare cancelReason: string | null;
  declare refundedAt: Date | null;
  declare endedAt: Date | null;
  declare endedReason: string | null;
  declare workflowId: string;
  declare createdAt: Date;
  declare updatedAt: Date;
}
