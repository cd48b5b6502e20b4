import { BaseModel } from './BaseModel.ts';

export type PaymentRowStatus = 'NEW' | 'PENDING' | 'CONFIRMED' | 'REJECTED' | 'REFUNDED' | 'EXPIRED';
export type PaymentKind = 'FIRST' | 'RENEWAL' | 'RECOVERY';

export class Payment extends BaseModel {
  static override tableName = 'payments';

  declare id: string;
  declare subscriptionId: string;
  declare userId: string;
  declare kind: PaymentKind;
  declare period: number;
  declare attempt: number;
  declare idempotencyKey: string;
  declare status: PaymentRowStatus;
  declare amountKopecks: number;
  declare provider: string;
  declare providerPaymentId: string | null;
  declare providerStatus: string | null;
  declare paymentUrl: string | null;
  declare declineCode: string | null;
  declare declineMessage: string | null;
  declare declineKind: 'soft' | 'hard' | null;
  declare confirmedAt: Date | null;
  declare refundedAt: Date | null;
  /** When this payment's period was granted (activation, renewal, recovery); null: not (yet) applied. */
  declare appliedAt: Date | null;
  declare createdAt: Date;
  declare updatedAt: Date;
}
