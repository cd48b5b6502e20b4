/** Names shared by the workflow and the code that starts it. */
export const paymentRefundWorkflowType = 'paymentRefundWorkflow';
/** One per payment: a second start (an operator and the lifecycle at once) finds the first. */
export const paymentRefundWorkflowId = (paymentId: string) => `payment-refund-${paymentId}`;

export interface PaymentRefundInput {
  paymentId: string;
  /** Who asked (an operator), or null when the lifecycle gives back money that paid for nothing. */
  actor: { actorId: string; reason: string } | null;
}

export interface PaymentRefundResult {
  amountKopecks: number;
}
