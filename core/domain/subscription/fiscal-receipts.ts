import { z } from 'zod';
import type { FiscalReceipt, ReceiptOperation } from '../../../contracts/fiscal-receipt.ts';
import { PaymentReceipt, type Knex } from '../../../db/index.ts';
import type { ReceiptSettings } from '../../clients/bank/receipt-env.ts';
import type { FiscalNotice } from '../../clients/bank/payment-provider.ts';
import { AppError } from '../../errors.ts';

/** Shown when a checkout cannot carry a receipt: nothing is charged. */
export const RECEIPT_EMAIL_REQUIRED = 'Your account has no e-mail address to send the payment receipt to. Sign in with a Google account that has one, then try again.';
/** Shown when the bank refuses the receipt: the bank took no money. */
export const RECEIPT_REFUSED = 'The bank could not issue the receipt for this payment, so nothing was charged. Please try again later or contact support.';

const emailSchema = z.email();

/** The address the receipt goes to, or null when the account has none that can take mail. */
export function receiptEmail(email: string | null | undefined): string | null {
  const trimmed = email?.trim() ?? '';
  return emailSchema.safeParse(trimmed).success ? trimmed : null;
}

/** Refuses, before anything is asked of the bank, a checkout whose receipt would have no address. */
export function requireReceiptEmail(settings: ReceiptSettings | null, email: string | null | undefined): void {
  if (settings && !receiptEmail(email)) throw new AppError('receipt_email_required', RECEIPT_EMAIL_REQUIRED);
}

/**
 * The receipt of one payment or refund (54-FZ): one line, the plan, for the whole amount,
 * paid in full, a service. The same shape serves both: T-Bank makes a refund's receipt
 * ("Возврат прихода") from the Receipt given with Cancel.
 */
export function buildReceipt(settings: ReceiptSettings, email: string, amountKopecks: number): FiscalReceipt {
  return {
    Email: email,
    Taxation: settings.taxation,
    FfdVersion: settings.ffdVersion,
    Items: [
      {
        Name: settings.itemName,
        Price: amountKopecks,
        Quantity: 1,
        Amount: amountKopecks,
        Tax: settings.vat,
        PaymentMethod: 'full_payment',
        PaymentObject: 'service',
        // FFD 1.2 makes the unit compulsory; "шт" is its code 0, which services use too.
        ...(settings.ffdVersion === '1.2' ? { MeasurementUnit: 'шт' } : {}),
      },
    ],
  };
}

/**
 * Writes down the receipt about to be handed to the bank, before it is: a retry hands the
 * bank this attempt's receipt again, built from the settings of the moment (a receipt the
 * bank refused is sent anew, an operator having mended the settings meanwhile).
 */
export async function recordReceiptSent(paymentId: string, operation: ReceiptOperation, receipt: FiscalReceipt, amountKopecks: number, trx?: Knex.Transaction): Promise<void> {
  const now = new Date();
  await PaymentReceipt.query(trx)
    .insert({ paymentId, operation, status: 'sent', amountKopecks, receipt, sentAt: now, updatedAt: now })
    .onConflict(['payment_id', 'operation'])
    .merge(['status', 'amount_kopecks', 'receipt', 'error_code', 'error_message', 'sent_at', 'updated_at']);
}

export async function recordReceiptRefused(paymentId: string, operation: ReceiptOperation, code: string | undefined, message: string): Promise<void> {
  await PaymentReceipt.query()
    .where({ payment_id: paymentId, operation })
    .patch({ status: 'refused', errorCode: code ?? null, errorMessage: message.slice(0, 1000), updatedAt: new Date() });
}

/**
 * The bank's cash register dealt with a receipt: issued (its fiscal document number and link
 * kept) or failed. Answers false when no such receipt was sent (the notice changes nothing).
 * An issued receipt stays issued whatever a late or repeated notice says.
 */
export async function recordFiscalNotice(paymentId: string, notice: FiscalNotice): Promise<boolean> {
  const patch = notice.issued
    ? { status: 'issued' as const, errorCode: null, errorMessage: null, fiscalDocumentNumber: notice.fiscalDocumentNumber ?? null, receiptUrl: notice.url ?? null }
    : { status: 'failed' as const, errorCode: notice.errorCode ?? null, errorMessage: notice.message?.slice(0, 1000) ?? null };
  const changed = await PaymentReceipt.query()
    .where({ payment_id: paymentId, operation: notice.operation })
    .whereNot('status', 'issued')
    .patch({ ...patch, updatedAt: new Date() });
  if (changed) return true;
  return (await PaymentReceipt.query().findOne({ payment_id: paymentId, operation: notice.operation })) !== undefined;
}
