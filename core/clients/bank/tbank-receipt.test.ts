import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FiscalReceipt } from '../../../contracts/fiscal-receipt.ts';
import { createTbankProvider } from './tbank.ts';
import { tbankToken } from './tbank-token.ts';
import { expectCall, failure, type Body } from './testing/tbank-calls.ts';

/*
 * The fiscal receipt (54-FZ) through T-Bank's API v2: Init and Cancel carry a Receipt object,
 * which stays outside the Token; a receipt the bank refuses is told apart from other refusals;
 * its cash register's RECEIPT notification is read as news of the receipt, not of the money.
 */
const TERMINAL = 'TinkoffBankTest';
const PASSWORD = 'usaf8fw8fsw21g';
const provider = createTbankProvider({ terminalKey: TERMINAL, password: PASSWORD });

const receipt: FiscalReceipt = {
  Email: 'anna@example.com',
  Taxation: 'usn_income',
  FfdVersion: '1.2',
  Items: [{ Name: 'Professional Plan — ежемесячная подписка', Price: 210000, Quantity: 1, Amount: 210000, Tax: 'none', PaymentMethod: 'full_payment', PaymentObject: 'service', MeasurementUnit: 'шт' }],
};
const checkout = {
  orderId: '21050',
  amountKopecks: 210000,
  description: 'Professional Plan, monthly subscription',
  customerKey: 'user-1',
  successUrl: 'https://app.example/subscription/success',
  failUrl: 'https://app.example/subscription/fail',
  notificationUrl: 'https://app.example/api/subscription/webhook',
  email: 'anna@example.com',
  receipt,
};
const created = { Success: true, ErrorCode: '0', TerminalKey: TERMINAL, Status: 'NEW', PaymentId: '13660', OrderId: '21050', Amount: 210000, PaymentURL: 'https://securepayments.tinkoff.ru/rDE8A0Wn' };
/** The Token of a body without its nested objects: what the bank computes on its side. */
const rootToken = (body: Body) => tbankToken(Object.fromEntries(Object.entries(body).filter(([k, v]) => k !== 'Token' && (typeof v !== 'object' || v === null))), PASSWORD);

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

describe('receipts sent with T-Bank requests', () => {
  it('Init carries the Receipt as given, and its Token is the one of the root scalars alone', async () => {
    const { bodies } = expectCall('Init', 200, created);
    await provider.initPayment(checkout);
    expect(bodies[0]!.Receipt).toEqual(receipt);
    expect(bodies[0]!.Token).toBe(rootToken(bodies[0]!));
    // The same request without a receipt is signed alike: the Receipt changes nothing in the Token.
    const plain = expectCall('Init', 200, created);
    await provider.initPayment({ ...checkout, receipt: undefined });
    expect(plain.bodies[0]!.Receipt).toBeUndefined();
    expect(plain.bodies[0]!.Token).toBe(bodies[0]!.Token);
  });

  it("a renewal's Init carries the Receipt; Charge then needs none", async () => {
    const init = expectCall('Init', 200, { ...created, PaymentURL: undefined });
    const charge = expectCall('Charge', 200, { Success: true, ErrorCode: '0', TerminalKey: TERMINAL, Status: 'CONFIRMED', PaymentId: '13660', OrderId: '21050', Amount: 210000 });
    const input = { orderId: '21050', amountKopecks: 210000, description: 'renewal', customerKey: 'user-1', rebillId: '145919', notificationUrl: checkout.notificationUrl, receipt };
    expect(await provider.charge(input)).toMatchObject({ state: 'CONFIRMED' });
    expect(init.bodies[0]).toMatchObject({ Receipt: receipt, Token: rootToken(init.bodies[0]!) });
    expect(charge.bodies[0]!.Receipt).toBeUndefined();
  });

  it("Cancel carries the refund's receipt for the amount refunded", async () => {
    const { bodies } = expectCall('Cancel', 200, { TerminalKey: TERMINAL, OrderId: '21057', Success: true, Status: 'REFUNDED', PaymentId: '2304882', ErrorCode: '0' });
    await provider.refund('2304882', 210000, receipt);
    expect(bodies[0]).toMatchObject({ PaymentId: '2304882', Amount: 210000, Receipt: { Items: [expect.objectContaining({ Amount: 210000, Price: 210000, Quantity: 1 })] } });
    expect(bodies[0]!.Token).toBe(rootToken(bodies[0]!));
  });
});

describe('a receipt the bank refuses', () => {
  it('code 309 (the Receipt missing or malformed) is a final refusal of the receipt', async () => {
    expectCall('Init', 200, { Success: false, ErrorCode: '309', Message: 'Неверные параметры.', Details: '{request.validate.expected.receipt}', TerminalKey: TERMINAL });
    const err = await failure(provider.initPayment(checkout));
    expect(err).toMatchObject({ name: 'ProviderError', code: '309', retryable: false, receiptRefused: true });
    expect((err as Error).message).toContain('refused the receipt');
  });

  it('another code whose details name the receipt is one too, even a code otherwise worth retrying', async () => {
    expectCall('Init', 200, { Success: false, ErrorCode: '9999', Message: 'Неверные параметры.', Details: 'Поле Receipt.Items[0].Tax: недопустимое значение', TerminalKey: TERMINAL });
    expect(await failure(provider.initPayment(checkout))).toMatchObject({ code: '9999', retryable: false, receiptRefused: true });
    expectCall('Cancel', 200, { Success: false, ErrorCode: '999', Message: 'Ошибка формирования чека', TerminalKey: TERMINAL });
    expect(await failure(provider.refund('2304882', 210000, receipt))).toMatchObject({ code: '999', retryable: false, receiptRefused: true });
  });

  it('a refusal that is not about the receipt is not taken for one', async () => {
    expectCall('Init', 200, { Success: false, ErrorCode: '204', Message: 'Неверный токен.', Details: 'Проверьте пару TerminalKey/SecretKey.', TerminalKey: TERMINAL });
    expect(await failure(provider.initPayment(checkout))).toMatchObject({ code: '204', receiptRefused: false });
  });
});

describe("the cash register's RECEIPT notification", () => {
  const sign = (body: Body) => ({ ...body, Token: tbankToken(body, PASSWORD) });
  const fiscal = {
    TerminalKey: TERMINAL,
    OrderId: '21050',
    Success: true,
    Status: 'RECEIPT',
    PaymentId: 13660,
    ErrorCode: '0',
    Amount: 210000,
    FiscalNumber: 3,
    ShiftNumber: 10,
    ReceiptDatetime: '2026-11-27T12:00:00+03:00',
    FnNumber: '9999078900004792',
    EcrRegNumber: '0000000400054952',
    FiscalDocumentNumber: 117,
    FiscalDocumentAttribute: 3608706245,
    Type: 'Income',
    Url: 'https://receipts.example/r/117',
  };

  it('an issued receipt: its fiscal document and link, and the payment left as it is', () => {
    const notice = provider.verifyNotification(sign({ ...fiscal, Receipt: receipt }));
    expect(notice).toMatchObject({ orderId: '21050', state: 'PENDING', fiscal: { operation: 'sale', issued: true, fiscalDocumentNumber: '117', url: 'https://receipts.example/r/117' } });
  });

  it("a refund's receipt the register could not issue: its code and message", () => {
    const notice = provider.verifyNotification(sign({ ...fiscal, Type: 'IncomeReturn', Success: false, ErrorCode: '330', ErrorMessage: 'Касса недоступна', FiscalDocumentNumber: undefined }));
    expect(notice.fiscal).toEqual({ operation: 'refund', issued: false, errorCode: '330', message: 'Касса недоступна', fiscalDocumentNumber: undefined, url: 'https://receipts.example/r/117' });
  });

  it('a payment notification has no fiscal part', () => {
    const notice = provider.verifyNotification(sign({ ...fiscal, Status: 'CONFIRMED', Type: undefined }));
    expect(notice.fiscal).toBeUndefined();
    expect(notice.state).toBe('CONFIRMED');
  });
});
