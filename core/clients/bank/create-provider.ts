import { createHmac } from 'node:crypto';
import type { Knex } from 'knex';
import type { Config } from '../../config.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createTbankProvider } from './tbank.ts';
import { createTestBank, type TestBank } from './test-bank.ts';

/**
 * The provider PAYMENT_PROVIDER names. The test bank signs its notifications with a key
 * derived from SESSION_SECRET, so nobody outside can forge one even in sandbox.
 */
export function createPaymentProvider(cfg: Config, knex: Knex): PaymentProvider {
  if (cfg.PAYMENT_PROVIDER === 'tbank') {
    return createTbankProvider({ terminalKey: cfg.TBANK_TERMINAL_KEY!, password: cfg.TBANK_PASSWORD!, baseUrl: cfg.TBANK_API_URL });
  }
  return createTestBankFor(cfg, knex);
}

export const testBankPassword = (sessionSecret: string) => createHmac('sha256', sessionSecret).update('test-bank-notifications').digest('hex');

export function createTestBankFor(cfg: Config, knex: Knex): TestBank {
  return createTestBank({ knex, publicUrl: cfg.PUBLIC_URL, password: testBankPassword(cfg.SESSION_SECRET), chargeDelayMs: cfg.TEST_BANK_CHARGE_DELAY_MS });
}

export const isTestBank = (provider: PaymentProvider): provider is TestBank => provider.name === 'test' && 'payAtCheckout' in provider;
