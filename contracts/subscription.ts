import { z } from 'zod';
import { listQuerySchema } from './admin.ts';
import { adminPaymentReceiptSchema } from './fiscal-receipt.ts';

/** Spec 3 'Subscription': the five statuses the console knows; others are shown as they come. */
export const subscriptionStatuses = ['NONE', 'ACTIVE', 'CANCELED', 'PAST_DUE', 'EXPIRED'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** The plan's price, refund window and renewal attempts live in plan.ts (no zod, so the console reads them too). */
export { PLAN, REFUND_WINDOW_DAYS, RENEWAL_ATTEMPTS } from './plan.ts';

/** GET /api/subscription/status */
export const subscriptionStatusSchema = z.object({
  hasSubscription: z.boolean(),
  status: z.string(),
  plan: z.string().nullable(),
  amount: z.number(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  canUsePremiumFeatures: z.boolean(),
  /** Whole days since startDate while a refund may still be asked for, else null. */
  refundDaysLeft: z.number().int().nullable(),
});
export type SubscriptionStatusBody = z.infer<typeof subscriptionStatusSchema>;

/** POST /api/subscription/create-payment answers where the browser goes to pay. */
/** paymentId is null when no payment was needed (a cancelled subscription was resumed). */
export const createPaymentResponseSchema = z.object({ paymentUrl: z.string(), paymentId: z.string().nullable() });

/** POST /api/subscription/cancel */
export const cancelSubscriptionSchema = z.object({ reason: z.string().trim().max(1000).optional().default('') }).strict();
export const cancelSubscriptionResponseSchema = z.object({ success: z.literal(true), endDate: z.string() });

/** POST /api/subscription/refund */
export const refundSubscriptionSchema = z.object({ reason: z.string().trim().max(1000).optional().default('') }).strict();
export const refundSubscriptionResponseSchema = z.object({ success: z.literal(true), amount: z.number() });

/**
 * POST /api/test-payment/confirm: the Pay button of the sandbox checkout (the `test` provider).
 * Digits only for the card; expiry MM/YY; CVV three digits (spec 5).
 */
export const testPaymentConfirmSchema = z
  .object({
    paymentId: z.string().min(1).max(100),
    cardNumber: z.string().transform((s) => s.replace(/\s+/g, '')).pipe(z.string().regex(/^\d{12,19}$/, 'Card number must have 12 to 19 digits')),
    expiry: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Expiry must be MM/YY'),
    cvv: z.string().regex(/^\d{3}$/, 'CVV must be 3 digits'),
    cardholder: z.string().trim().max(200).optional().default(''),
  })
  .strict();
export const testPaymentConfirmResponseSchema = z.object({ status: z.enum(['CONFIRMED', 'REJECTED']), message: z.string() });

/** Operator resources: /api/admin/subscriptions and /api/admin/payments (ra-data-simple-rest). */
export const adminSubscriptionSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  userEmail: z.string(),
  userName: z.string(),
  status: z.string(),
  plan: z.string(),
  amount: z.number(),
  provider: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  canceledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  refundedAt: z.string().nullable(),
  renewalAttempt: z.number().int(),
  workflowId: z.string(),
  /** The workflow's page in the Temporal UI. */
  workflowUrl: z.string(),
  refundable: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;

export const adminSubscriptionListQuerySchema = listQuerySchema(
  ['createdAt', 'status', 'startDate', 'endDate', 'updatedAt'],
  z
    .object({
      q: z.string().max(200).optional(),
      status: z.string().max(40).optional(),
      userId: z.uuid().optional(),
      id: z.array(z.uuid()).max(1000).optional(),
    })
    .strict(),
);

export const paymentStatuses = ['NEW', 'PENDING', 'CONFIRMED', 'REJECTED', 'REFUNDED', 'EXPIRED'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
export const paymentKinds = ['FIRST', 'RENEWAL', 'RECOVERY'] as const;

export const adminPaymentSchema = z.object({
  id: z.uuid(),
  subscriptionId: z.uuid(),
  userId: z.uuid(),
  userEmail: z.string(),
  kind: z.enum(paymentKinds),
  status: z.enum(paymentStatuses),
  amount: z.number(),
  provider: z.string(),
  providerPaymentId: z.string().nullable(),
  idempotencyKey: z.string(),
  period: z.number().int(),
  attempt: z.number().int(),
  declineCode: z.string().nullable(),
  declineMessage: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  /** CONFIRMED: the operator may return this payment (POST /api/admin/payments/:id/refund). */
  refundable: z.boolean(),
  /** The fiscal receipts sent with this payment and its refund, oldest first (empty when receipts are off). */
  receipts: z.array(adminPaymentReceiptSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const adminPaymentListQuerySchema = listQuerySchema(
  ['createdAt', 'status', 'amount', 'updatedAt'],
  z
    .object({
      status: z.enum(paymentStatuses).optional(),
      subscriptionId: z.uuid().optional(),
      userId: z.uuid().optional(),
      id: z.array(z.uuid()).max(1000).optional(),
    })
    .strict(),
);

/** POST /api/admin/subscriptions/:id/cancel and /refund, /api/admin/payments/:id/refund: the operator says why. */
export const adminSubscriptionActionSchema = z.object({ reason: z.string().trim().min(3, 'Say why (at least 3 characters)').max(1000) }).strict();
