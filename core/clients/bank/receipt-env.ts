import { z } from 'zod';
import { ffdVersions, RECEIPT_ITEM_NAME_MAX, receiptTaxations, receiptVatRates, type FfdVersion, type ReceiptTaxation, type ReceiptVatRate } from '../../../contracts/fiscal-receipt.ts';

/**
 * The fiscal receipt settings (54-FZ) every process reads (core/config.ts spreads them in).
 * They describe the merchant's tax position, which no default can know: production with
 * receipts on needs each of them set, or the process stops naming the one missing. Outside
 * production (sandbox, tests) the defaults of docs/decisions.md "Fiscal receipts" apply.
 */
export const receiptEnvShape = {
  /** off: the merchant's receipts are issued elsewhere (their own cash register); no Receipt is sent. */
  TBANK_RECEIPTS: z.enum(['on', 'off']).default('on'),
  TBANK_RECEIPT_TAXATION: z.enum(receiptTaxations).optional(),
  TBANK_RECEIPT_VAT: z.enum(receiptVatRates).optional(),
  TBANK_RECEIPT_FFD_VERSION: z.enum(ffdVersions).optional(),
  /** The plan as the offer names it: the line on the customer's receipt. */
  TBANK_RECEIPT_ITEM_NAME: z.string().trim().min(1).max(RECEIPT_ITEM_NAME_MAX).optional(),
};

const requiredKeys = ['TBANK_RECEIPT_TAXATION', 'TBANK_RECEIPT_VAT', 'TBANK_RECEIPT_FFD_VERSION', 'TBANK_RECEIPT_ITEM_NAME'] as const;

interface ReceiptEnv {
  NODE_ENV: string;
  TBANK_RECEIPTS: 'on' | 'off';
  TBANK_RECEIPT_TAXATION?: ReceiptTaxation | undefined;
  TBANK_RECEIPT_VAT?: ReceiptVatRate | undefined;
  TBANK_RECEIPT_FFD_VERSION?: FfdVersion | undefined;
  TBANK_RECEIPT_ITEM_NAME?: string | undefined;
}

export function checkReceiptEnv(env: ReceiptEnv, addIssue: (key: string, message: string) => void): void {
  if (env.NODE_ENV !== 'production' || env.TBANK_RECEIPTS === 'off') return;
  for (const key of requiredKeys) {
    if (!env[key]) addIssue(key, `${key} is required in production while TBANK_RECEIPTS is on (every payment's fiscal receipt needs it; set TBANK_RECEIPTS=off if your receipts are issued elsewhere)`);
  }
}

/** What every receipt of this process carries; null when receipts are off. */
export interface ReceiptSettings {
  taxation: ReceiptTaxation;
  vat: ReceiptVatRate;
  ffdVersion: FfdVersion;
  itemName: string;
}

/**
 * The defaults outside production: a sole trader on the simplified system (income), no VAT
 * (the offer's price is "excluding VAT"), FFD 1.2 (what cash registers have used since 2022),
 * and the plan as the Russian offer names it.
 */
export const RECEIPT_DEFAULTS: ReceiptSettings = {
  taxation: 'usn_income',
  vat: 'none',
  ffdVersion: '1.2',
  itemName: 'Professional Plan — ежемесячная подписка',
};

export function receiptSettings(env: ReceiptEnv): ReceiptSettings | null {
  if (env.TBANK_RECEIPTS === 'off') return null;
  return {
    taxation: env.TBANK_RECEIPT_TAXATION ?? RECEIPT_DEFAULTS.taxation,
    vat: env.TBANK_RECEIPT_VAT ?? RECEIPT_DEFAULTS.vat,
    ffdVersion: env.TBANK_RECEIPT_FFD_VERSION ?? RECEIPT_DEFAULTS.ffdVersion,
    itemName: env.TBANK_RECEIPT_ITEM_NAME ?? RECEIPT_DEFAULTS.itemName,
  };
}

/** The start-up log line's fields: operators see at once whether sales carry receipts. */
export function describeReceipts(settings: ReceiptSettings | null): { receipts: 'on' | 'off'; msg: string } & Partial<ReceiptSettings> {
  if (!settings) return { receipts: 'off', msg: 'fiscal receipts: off (TBANK_RECEIPTS=off): the bank is given no receipt, they must be issued elsewhere' };
  return { receipts: 'on', ...settings, msg: 'fiscal receipts: on, sent to the bank with every payment and refund' };
}
