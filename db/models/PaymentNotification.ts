import { BaseModel } from './BaseModel.ts';

/** Only notifications whose signature was verified are stored ('received' while being acted on). */
export type NotificationOutcome = 'received' | 'accepted' | 'duplicate' | 'amount_mismatch' | 'unknown_order' | 'invalid';

export class PaymentNotification extends BaseModel {
  static override tableName = 'payment_notifications';

  declare id: string;
  declare provider: string;
  declare body: unknown;
  declare outcome: NotificationOutcome;
  declare paymentId: string | null;
  declare detail: string | null;
  declare receivedAt: Date;

  static override get jsonAttributes() {
    return ['body'];
  }
}
