import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from '../core/clients/bank/payment-provider.ts';
import { createTbankProvider } from '../core/clients/bank/tbank.ts';
import { Cleanup } from './cleanup.ts';
import { startFakeTbank, type FakeTbank } from './fake-tbank.ts';

// The benchmark's fake bank must keep answering the real client; a drift would otherwise
// show only as a failed two-minute benchmark run.
describe('the fake T-Bank of the benchmark', () => {
  const cleanup = new Cleanup();
  let bank: FakeTbank;
  const input = {
    orderId: '7b0f6b8e-2a39-4d52-9a57-2f0b1f0c6a11',
    amountKopecks: 210_000,
    description: 'Professional Plan',
    customerKey: 'user-1',
    successUrl: 'http://127.0.0.1/success',
    failUrl: 'http://127.0.0.1/fail',
    notificationUrl: 'http://127.0.0.1/api/subscription/webhook',
    email: 'bench@example.com',
  };

  beforeAll(async () => {
    bank = await startFakeTbank(cleanup);
  });
  afterAll(() => cleanup.run());

  it("answers the real client's Init with a checkout URL it remembers", async () => {
    const provider = createTbankProvider({ terminalKey: bank.terminalKey, password: bank.password, baseUrl: bank.url });
    const first = await provider.initPayment(input);
    const second = await provider.initPayment({ ...input, orderId: 'another-order' });
    expect(first.paymentUrl).toMatch(/^https:\/\/securepayments\.tinkoff\.ru\/\S+$/);
    expect(first.providerPaymentId).toMatch(/^\d+$/);
    expect(second.providerPaymentId).not.toBe(first.providerPaymentId);
    expect(bank.issued.get(input.orderId)).toBe(first.paymentUrl);
    expect(bank.refused).toEqual([]);
  });

  it('refuses a request signed with another password, and records it', async () => {
    const provider = createTbankProvider({ terminalKey: bank.terminalKey, password: 'not-the-password', baseUrl: bank.url });
    await expect(provider.initPayment(input)).rejects.toBeInstanceOf(ProviderError);
    expect(bank.refused).toHaveLength(1);
    expect(bank.refused[0]).toMatch(/wrong Token/);
    bank.refused.length = 0;
  });
});
