import type { FiscalReceipt, ReceiptTaxation, ReceiptVatRate } from '../../../contracts/fiscal-receipt.ts';
import type { Locale, Localized } from './types';

type ReceiptItem = FiscalReceipt['Items'][number];

/**
 * The words of a fiscal receipt (54-FZ) in both languages, shared by the sandbox checkout page
 * and the operator's payment page: the VAT rate, the taxation system, the payment method and
 * object. Russian follows the receipts' own wording. Types only from the contracts: no zod here.
 */
const vatRates: Readonly<Record<ReceiptVatRate, Localized>> = {
  none: { en: 'No VAT', ru: 'Без НДС' },
  vat0: { en: 'VAT 0%', ru: 'НДС 0%' },
  vat5: { en: 'VAT 5%', ru: 'НДС 5%' },
  vat7: { en: 'VAT 7%', ru: 'НДС 7%' },
  vat10: { en: 'VAT 10%', ru: 'НДС 10%' },
  vat20: { en: 'VAT 20%', ru: 'НДС 20%' },
  vat22: { en: 'VAT 22%', ru: 'НДС 22%' },
  vat105: { en: 'VAT 5/105', ru: 'НДС 5/105' },
  vat107: { en: 'VAT 7/107', ru: 'НДС 7/107' },
  vat110: { en: 'VAT 10/110', ru: 'НДС 10/110' },
  vat120: { en: 'VAT 20/120', ru: 'НДС 20/120' },
  vat122: { en: 'VAT 22/122', ru: 'НДС 22/122' },
};

const taxations: Readonly<Record<ReceiptTaxation, Localized>> = {
  osn: { en: 'General (OSN)', ru: 'ОСН' },
  usn_income: { en: 'Simplified, income (USN)', ru: 'УСН доходы' },
  usn_income_outcome: { en: 'Simplified, income minus expenses', ru: 'УСН доходы минус расходы' },
  esn: { en: 'Unified agricultural tax (ESKhN)', ru: 'ЕСХН' },
  patent: { en: 'Patent', ru: 'Патент' },
};

const paymentMethods: Readonly<Record<ReceiptItem['PaymentMethod'], Localized>> = {
  full_payment: { en: 'Full payment', ru: 'Полный расчёт' },
};

const paymentObjects: Readonly<Record<ReceiptItem['PaymentObject'], Localized>> = {
  service: { en: 'Service', ru: 'Услуга' },
};

/** 'No VAT', 'VAT 20%', 'VAT 20/120'; 'Без НДС', 'НДС 20%'. */
export const vatRateLabel = (rate: ReceiptVatRate, locale: Locale): string => vatRates[rate][locale];

/** 'General (OSN)', 'Simplified, income (USN)'; 'ОСН', 'УСН доходы'. */
export const taxationLabel = (taxation: ReceiptTaxation, locale: Locale): string => taxations[taxation][locale];

/** 'Full payment'; 'Полный расчёт'. */
export const paymentMethodLabel = (method: ReceiptItem['PaymentMethod'], locale: Locale): string => paymentMethods[method][locale];

/** 'Service'; 'Услуга'. */
export const paymentObjectLabel = (object: ReceiptItem['PaymentObject'], locale: Locale): string => paymentObjects[object][locale];

/** Kopecks of a receipt in roubles. */
export const kopecksToRub = (kopecks: number): number => kopecks / 100;
