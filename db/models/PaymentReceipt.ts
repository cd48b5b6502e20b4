import { BaseModel } from './BaseModel.ts';

/** contracts/fiscal-receipt.ts has their meaning (db imports no layer above it). */
export type ReceiptOperationValue = 'sale' | 'refund';
export type ReceiptStatusValue = 'sent' | 'refused' | 'issued' | 'failed';

/** A fiscal receipt handed to the bank with a payment (sale) or with its refund. */
export class PaymentReceipt extends BaseModel {
  static override tableName = 'payment_receipts';

  declare id: string;
  declare paymentId: string;
  declare operation: ReceiptOperationValue;
  declare status: ReceiptStatusValue;
  declare amountKopecks: number;
  /** The Receipt object exactly as the bank was given it. */
  declare receipt: Record<string, unknown>;
  declare errorCode: string | null;
  declare errorMessage: string | null;
  declare fiscalDocumentNumber: string | null;
  declare receiptUrl: string | null;
  declare sentAt: Date;
  declare updatedAt: Date;

  static override get jsonAttributes() {
    return ['receipt'];
  }
}
