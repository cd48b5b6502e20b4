import { z } from 'zod';

/**
 * The fiscal receipt (54-FZ) the product hands T-Bank with a payment (Init) and with a refund
 * (Cancel), in the bank's own field names (API v2, objects Receipt_FFD_105 / Receipt_FFD_12):
 * the bank's online cash register issues it and e-mails it to the customer.
 */

/** Taxation systems ("Система налогообложения"); ENVD is gone since 2021 and left out. */
export const receiptTaxations = ['osn', 'usn_income', 'usn_income_outcome', 'esn', 'patent'] as const;
export type ReceiptTaxation = (typeof receiptTaxations)[number];

/**
 * VAT rates of an item ("Ставка НДС"): none (no VAT), 0/5/7/10/20/22 %, and the calculated
 * rates 5/105, 7/107, 10/110, 20/120, 22/122.
 */
export const receiptVatRates = ['none', 'vat0', 'vat5', 'vat7', 'vat10', 'vat20', 'vat22', 'vat105', 'vat107', 'vat110', 'vat120', 'vat122'] as const;
export type ReceiptVatRate = (typeof receiptVatRates)[number];

/** Fiscal data format versions T-Bank accepts. */
export const ffdVersions = ['1.05', '1.2'] as const;
export type FfdVersion = (typeof ffdVersions)[number];

/** T-Bank limits an item's name to 128 characters. */
export const RECEIPT_ITEM_NAME_MAX = 128;

export const fiscalReceiptItemSchema = z.object({
  Name: z.string().min(1).max(RECEIPT_ITEM_NAME_MAX),
  /** Kopecks. */
  Price: z.number().int().nonnegative(),
  Quantity: z.number().positive(),
  /** Kopecks: Price × Quantity. */
  Amount: z.number().int().nonnegative(),
  Tax: z.enum(receiptVatRates),
  PaymentMethod: z.literal('full_payment'),
  PaymentObject: z.literal('service'),
  /** Required by FFD 1.2 only. */
  MeasurementUnit: z.string().min(1).optional(),
});

export const fiscalReceiptSchema = z.object({
  Email: z.string().min(3),
  Taxation: z.enum(receiptTaxations),
  FfdVersion: z.enum(ffdVersions),
  Items: z.array(fiscalReceiptItemSchema).min(1),
});
export type FiscalReceipt = z.infer<typeof fiscalReceiptSchema>;

/** A receipt goes with a payment (sale, "Приход") or with its refund ("Возврат прихода"). */
export const receiptOperations = ['sale', 'refund'] as const;
export type ReceiptOperation = (typeof receiptOperations)[number];

/**
 * sent: handed to the bank with the payment or refund; refused: the bank refused it, so that
 * payment or refund did not happen; issued: the bank's cash register issued it; failed: the
 * cash register could not issue it after the money moved (an operator must issue it by hand).
 */
export const receiptStatuses = ['sent', 'refused', 'issued', 'failed'] as const;
export type ReceiptStatus = (typeof receiptStatuses)[number];

/** One receipt on the operator's payment page (GET /api/admin/payments/:id, `receipts`). No card data. */
export const adminPaymentReceiptSchema = z.object({
  operation: z.enum(receiptOperations),
  status: z.enum(receiptStatuses),
  /** Roubles. */
  amount: z.number(),
  receipt: fiscalReceiptSchema,
  errorCode: z.string().nullable(),
  errorMessage: z.string().nullable(),
  /** From the bank's fiscalization notice, once issued. */
  fiscalDocumentNumber: z.string().nullable(),
  receiptUrl: z.string().nullable(),
  sentAt: z.string(),
  updatedAt: z.string(),
});
export type AdminPaymentReceipt = z.infer<typeof adminPaymentReceiptSchema>;

/** GET /api/test-payment/:paymentId: what the sandbox bank holds for its checkout page. */
export const testCheckoutSchema = z.object({
  paymentId: z.string(),
  /** Roubles. */
  amount: z.number(),
  status: z.enum(['NEW', 'CONFIRMED', 'REJECTED', 'REFUNDED']),
  /** The receipt the bank was given with this payment; null when receipts are off. */
  receipt: fiscalReceiptSchema.nullable(),
});
export type TestCheckout = z.infer<typeof testCheckoutSchema>;
