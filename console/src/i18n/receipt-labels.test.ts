import { describe, expect, it } from 'vitest';
import { receiptTaxations, receiptVatRates } from '../../../contracts/fiscal-receipt.ts';
import { kopecksToRub, paymentMethodLabel, paymentObjectLabel, taxationLabel, vatRateLabel } from './receipt-labels';
import { LOCALES } from './types';

describe('the fiscal receipt words', () => {
  it('name every VAT rate and taxation system of the contract in every language, each differently', () => {
    for (const locale of LOCALES) {
      const rates = receiptVatRates.map((rate) => vatRateLabel(rate, locale));
      const taxations = receiptTaxations.map((taxation) => taxationLabel(taxation, locale));
      expect(rates.filter((label) => label.trim() === '')).toEqual([]);
      expect(taxations.filter((label) => label.trim() === '')).toEqual([]);
      expect(new Set(rates).size).toBe(rates.length);
      expect(new Set(taxations).size).toBe(taxations.length);
    }
  });

  it('read as receipts do', () => {
    expect([vatRateLabel('none', 'en'), vatRateLabel('vat20', 'en'), vatRateLabel('vat120', 'en')]).toEqual(['No VAT', 'VAT 20%', 'VAT 20/120']);
    expect([vatRateLabel('none', 'ru'), vatRateLabel('vat20', 'ru'), vatRateLabel('vat120', 'ru')]).toEqual(['Без НДС', 'НДС 20%', 'НДС 20/120']);
    expect(receiptTaxations.map((taxation) => taxationLabel(taxation, 'en'))).toEqual([
      'General (OSN)',
      'Simplified, income (USN)',
      'Simplified, income minus expenses',
      'Unified agricultural tax (ESKhN)',
      'Patent',
    ]);
    expect(receiptTaxations.map((taxation) => taxationLabel(taxation, 'ru'))).toEqual(['ОСН', 'УСН доходы', 'УСН доходы минус расходы', 'ЕСХН', 'Патент']);
    expect([paymentMethodLabel('full_payment', 'en'), paymentObjectLabel('service', 'en')]).toEqual(['Full payment', 'Service']);
    expect([paymentMethodLabel('full_payment', 'ru'), paymentObjectLabel('service', 'ru')]).toEqual(['Полный расчёт', 'Услуга']);
  });

  it('turn kopecks into roubles', () => {
    expect(kopecksToRub(210000)).toBe(2100);
    expect(kopecksToRub(105050)).toBe(1050.5);
  });
});
