import { createHash } from 'node:crypto';
import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { InvalidNotificationError, ProviderError } from './payment-provider.ts';
import { createTbankProvider } from './tbank.ts';
import { tbankToken } from './tbank-token.ts';
import { DOCS_NOTIFICATION_TOKEN, DOCS_PASSWORD, DOCS_TERMINAL_KEY, docsNotification } from './tbank-docs-example.ts';
import { expectCall, failure, type Body } from './testing/tbank-calls.ts';

/*
 * Answers in the shapes of T-Bank's API reference (https://www.tbank.ru/kassa/dev/payments/):
 * its Init, Charge, GetState and Cancel examples, and texts from its error code table.
 */
const TERMINAL = 'TinkoffBankTest';
const PASSWORD = 'usaf8fw8fsw21g';
const provider = createTbankProvider({ terminalKey: TERMINAL, password: PASSWORD });
const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

describe('Init (the first payment, which saves the card)', () => {
  const input = {
    orderId: '21050',
    amountKopecks: 100000,
    description: 'Professional Plan, 1 month',
    customerKey: 'user-1',
    successUrl: 'https://app.example/subscription/success',
    failUrl: 'https://app.example/subscription/fail',
    notificationUrl: 'https://app.example/api/subscription/webhook',
    email: 'anna@example.com',
  };
  const created = { Success: true, ErrorCode: '0', TerminalKey: TERMINAL, Status: 'NEW', PaymentId: '13660', OrderId: '21050', Amount: 100000, PaymentURL: 'https://securepayments.tinkoff.ru/rDE8A0Wn' };

  it('asks for a recurrent one-stage payment, signed without DATA, and answers the checkout', async () => {
    const { scope, bodies } = expectCall('Init', 200, created);
    expect(await provider.initPayment(input)).toEqual({ providerPaymentId: '13660', paymentUrl: 'https://securepayments.tinkoff.ru/rDE8A0Wn' });
    scope.done();
    // Amount, CustomerKey, Description, FailURL, NotificationURL, OrderId, Password, PayType, Recurrent, SuccessURL, TerminalKey
    const signed = `100000user-1${input.description}${input.failUrl}${input.notificationUrl}21050${PASSWORD}OYhttps://app.example/subscription/success${TERMINAL}`;
    expect(bodies[0]).toEqual({
      TerminalKey: TERMINAL,
      Amount: 100000,
      OrderId: '21050',
      Description: input.description,
      CustomerKey: 'user-1',
      Recurrent: 'Y',
      PayType: 'O',
      NotificationURL: input.notificationUrl,
      SuccessURL: input.successUrl,
      FailURL: input.failUrl,
      DATA: { Email: 'anna@example.com' },
      Token: sha256(signed),
    });
  });

  it('closes the form when we stop waiting: RedirectDueDate to the second, signed like every root field', async () => {
    const { bodies } = expectCall('Init', 200, created);
    await provider.initPayment({ ...input, dueDate: new Date('2026-11-24T14:05:09.731Z') });
    expect(bodies[0]!.RedirectDueDate).toBe('2026-11-24T14:05:09+00:00');
    expect(bodies[0]!.Token).toBe(tbankToken(bodies[0]!, PASSWORD));
  });

  it('sends no DATA without an email', async () => {
    const { bodies } = expectCall('Init', 200, created);
    await provider.initPayment({ ...input, email: undefined });
    expect(bodies[0]).not.toHaveProperty('DATA');
    expect(bodies[0]!.Token).toBe(tbankToken(bodies[0]!, PASSWORD));
  });

  it('a refused Init is a ProviderError with the bank code, retryable only for trouble on its side', async () => {
    expectCall('Init', 200, { Success: false, ErrorCode: '204', Message: 'Неверный токен. Проверьте пару TerminalKey/SecretKey', Details: '' });
    expect(await failure(provider.initPayment(input))).toMatchObject({ name: 'ProviderError', code: '204', retryable: false, message: expect.stringContaining('Неверный токен') });

    expectCall('Init', 200, { Success: false, ErrorCode: '9999', Message: 'Внутренняя ошибка системы', Details: '' });
    expect(await failure(provider.initPayment(input))).toMatchObject({ code: '9999', retryable: true });

    expectCall('Init', 200, { Success: false, ErrorCode: '9999', Message: 'Неверные параметры.', Details: 'Поле OrderId не должно быть пустым.' });
    expect(await failure(provider.initPayment(input))).toMatchObject({ code: '9999', retryable: false });
  });

  it('an Init without a checkout URL (a PCI DSS terminal) is an error', async () => {
    expectCall('Init', 200, { ...created, PaymentURL: undefined });
    expect(await failure(provider.initPayment(input))).toMatchObject({ name: 'ProviderError', retryable: false });
  });
});

describe('transport', () => {
  it.each([
    [503, 'Service Unavailable', 'http_503'],
    [500, { status: 500, error: 'Internal Server Error' }, 'http_500'],
    [502, '<html><body>Bad Gateway</body></html>', 'http_502'],
    [200, '<html>maintenance</html>', 'http_200'],
    [429, '', 'http_429'],
  ])('HTTP %i with %j is a retryable ProviderError', async (status, body, code) => {
    expectCall('GetState', status, body);
    const err = await failure(provider.getState('13660'));
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({ code, retryable: true });
  });

  it('a broken connection is a retryable ProviderError', async () => {
    nock('https://securepay.tinkoff.ru').post('/v2/GetState').replyWithError('socket hang up');
    expect(await failure(provider.getState('13660'))).toMatchObject({ name: 'ProviderError', code: 'network', retryable: true });
  });

  it('gives up on a bank that does not answer in time', async () => {
    // An answer that never comes (nock's delay() crashes undici when the request is aborted).
    nock('https://securepay.tinkoff.ru').post('/v2/GetState').reply(() => new Promise<never>(() => {}));
    const impatient = createTbankProvider({ terminalKey: TERMINAL, password: PASSWORD, timeoutMs: 100 });
    const started = Date.now();
    expect(await failure(impatient.getState('13660'))).toMatchObject({ name: 'ProviderError', code: 'timeout', retryable: true, message: expect.stringContaining('100 ms') });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('uses the base URL it is given', async () => {
    const scope = nock('https://rest-api-test.tinkoff.ru').post('/v2/GetState').reply(200, { Success: true, ErrorCode: '0', TerminalKey: TERMINAL, Status: 'NEW', PaymentId: '13660', OrderId: '21050', Amount: 100000 });
    const test = createTbankProvider({ terminalKey: TERMINAL, password: PASSWORD, baseUrl: 'https://rest-api-test.tinkoff.ru/v2/' });
    expect((await test.getState('13660')).state).toBe('PENDING');
    scope.done();
  });
});

describe('GetState', () => {
  const answer = (Status: string) => ({ Success: true, ErrorCode: '0', Message: 'OK', TerminalKey: TERMINAL, Status, PaymentId: '13660', OrderId: '21050', Amount: 100000 });

  it('sends the signed PaymentId', async () => {
    const { bodies } = expectCall('GetState', 200, answer('CONFIRMED'));
    expect(await provider.getState('13660')).toEqual({ state: 'CONFIRMED', providerStatus: 'CONFIRMED', amountKopecks: 100000 });
    expect(bodies[0]).toEqual({ TerminalKey: TERMINAL, PaymentId: '13660', Token: sha256(`${PASSWORD}13660${TERMINAL}`) });
  });

  it.each([
    ['CONFIRMED', 'CONFIRMED'],
    ['AUTHORIZED', 'PENDING'],
    ['NEW', 'PENDING'],
    ['FORM_SHOWED', 'PENDING'],
    ['AUTHORIZING', 'PENDING'],
    ['3DS_CHECKING', 'PENDING'],
    ['3DS_CHECKED', 'PENDING'],
    ['CONFIRMING', 'PENDING'],
    ['REFUNDING', 'PENDING'],
    ['A_STATUS_FROM_THE_FUTURE', 'PENDING'],
    ['REJECTED', 'REJECTED'],
    ['AUTH_FAIL', 'REJECTED'],
    ['REFUNDED', 'REFUNDED'],
    ['PARTIAL_REFUNDED', 'REFUNDED'],
    ['REVERSED', 'REFUNDED'],
    ['PARTIAL_REVERSED', 'REFUNDED'],
    ['CANCELED', 'EXPIRED'],
    ['DEADLINE_EXPIRED', 'EXPIRED'],
    ['ATTEMPTS_EXPIRED', 'EXPIRED'],
  ])('maps %s to %s and keeps the word', async (status, state) => {
    expectCall('GetState', 200, answer(status));
    expect(await provider.getState('13660')).toMatchObject({ state, providerStatus: status });
  });

  it('a rejected payment carries its decline', async () => {
    expectCall('GetState', 200, { ...answer('REJECTED'), ErrorCode: '1051', Message: 'Недостаточно средств на карте.', Details: 'Не получилось оплатить. На карте недостаточно средств' });
    expect(await provider.getState('13660')).toMatchObject({
      state: 'REJECTED',
      declineCode: '1051',
      declineMessage: 'Недостаточно средств на карте. — Не получилось оплатить. На карте недостаточно средств',
      declineKind: 'soft',
    });
  });

  it('an unknown payment is a ProviderError', async () => {
    expectCall('GetState', 200, { Success: false, ErrorCode: '255', Message: 'Платеж не найден', TerminalKey: TERMINAL });
    expect(await failure(provider.getState('999'))).toMatchObject({ name: 'ProviderError', code: '255', retryable: false });
  });
});

describe('Charge (a renewal with the saved card)', () => {
  const input = { orderId: '21050', amountKopecks: 100000, description: 'Professional Plan, 1 month', customerKey: 'user-1', rebillId: '145919', notificationUrl: 'https://app.example/api/subscription/webhook' };
  const initAnswer = { Success: true, ErrorCode: '0', TerminalKey: TERMINAL, Status: 'NEW', PaymentId: '700001702044', OrderId: '21050', Amount: 100000, PaymentURL: 'https://securepayments.tinkoff.ru/eCrqCM2x' };
  const chargeAnswer = { TerminalKey: TERMINAL, Amount: 100000, OrderId: '21050', Success: true, Status: 'CONFIRMED', PaymentId: '700001702044', ErrorCode: '0' };
  const stateAnswer = (Status: string) => ({ Success: true, ErrorCode: '0', Message: 'OK', TerminalKey: TERMINAL, Status, PaymentId: '700001702044', OrderId: '21050', Amount: 100000 });
  const declined = (ErrorCode: string, Message: string, Details: string) => ({ ...chargeAnswer, Success: false, Status: 'REJECTED', ErrorCode, Message, Details });

  it('creates a payment, hands its id over before any money moves, then charges the RebillId', async () => {
    const order: string[] = [];
    const init = expectCall('Init', 200, initAnswer);
    const charge = expectCall('Charge', 200, chargeAnswer);
    init.scope.on('request', () => order.push('Init'));
    charge.scope.on('request', () => order.push('Charge'));

    const result = await provider.charge(input, undefined, async (id) => {
      order.push(`stored ${id}`);
      await Promise.resolve();
    });

    expect(result).toEqual({ state: 'CONFIRMED', providerStatus: 'CONFIRMED', amountKopecks: 100000, providerPaymentId: '700001702044' });
    expect(order).toEqual(['Init', 'stored 700001702044', 'Charge']);
    const { Token: initToken, ...initFields } = init.bodies[0]!;
    expect(initFields).toEqual({ TerminalKey: TERMINAL, Amount: 100000, OrderId: '21050', Description: input.description, CustomerKey: 'user-1', PayType: 'O', NotificationURL: input.notificationUrl });
    expect(initToken).toBe(tbankToken(initFields, PASSWORD));
    expect(charge.bodies[0]).toEqual({ TerminalKey: TERMINAL, PaymentId: '700001702044', RebillId: '145919', Token: sha256(`${PASSWORD}700001702044145919${TERMINAL}`) });
  });

  it('does not charge when the payment id could not be stored', async () => {
    expectCall('Init', 200, initAnswer);
    const charge = expectCall('Charge', 200, chargeAnswer);
    await expect(provider.charge(input, undefined, () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(charge.scope.isDone()).toBe(false);
  });

  it.each([
    ['1051', 'Недостаточно средств на карте.', 'Не получилось оплатить. На карте недостаточно средств', 'soft'],
    ['1091', 'Технические работы в банке, который выпустил карту', '', 'soft'],
    ['1054', 'Истек срок действия карты', 'Неправильные реквизиты — проверьте их или воспользуйтесь другой картой', 'hard'],
    ['1041', 'Карта утеряна', 'Карта утеряна. Свяжитесь с банком, выпустившим карту', 'hard'],
  ])('a decline (%s) is the payment\'s answer, not an error: %s is %s', async (code, message, details, kind) => {
    expectCall('Init', 200, initAnswer);
    expectCall('Charge', 200, declined(code, message, details));
    expect(await provider.charge(input)).toMatchObject({
      state: 'REJECTED',
      providerStatus: 'REJECTED',
      providerPaymentId: '700001702044',
      declineCode: code,
      declineMessage: expect.stringContaining(message),
      declineKind: kind,
    });
  });

  it('a decline code without a status is a rejection too', async () => {
    expectCall('Init', 200, initAnswer);
    expectCall('Charge', 200, { Success: false, ErrorCode: '1043', Message: 'Банк, который выпустил карту, считает платеж подозрительным', TerminalKey: TERMINAL });
    expect(await provider.charge(input)).toMatchObject({ state: 'REJECTED', providerStatus: 'REJECTED', declineCode: '1043', declineKind: 'hard' });
  });

  it('an error that is not the card\'s is thrown: the terminal may not charge, or the outcome is unknown', async () => {
    expectCall('Init', 200, initAnswer);
    expectCall('Charge', 200, { Success: false, ErrorCode: '10', Message: 'Метод Charge заблокирован для данного терминала', TerminalKey: TERMINAL });
    expect(await failure(provider.charge(input))).toMatchObject({ name: 'ProviderError', code: '10', retryable: false });

    expectCall('Init', 200, initAnswer);
    expectCall('Charge', 200, { Success: false, ErrorCode: '1096', Message: 'Системная ошибка', TerminalKey: TERMINAL });
    expect(await failure(provider.charge(input))).toMatchObject({ name: 'ProviderError', code: '1096', retryable: true });
  });

  it('a refused renewal Init is thrown before anything is stored', async () => {
    expectCall('Init', 200, { Success: false, ErrorCode: '202', Message: 'Терминал заблокирован', TerminalKey: TERMINAL });
    const stored: string[] = [];
    expect(await failure(provider.charge(input, undefined, (id) => (stored.push(id), Promise.resolve())))).toMatchObject({ code: '202' });
    expect(stored).toEqual([]);
  });

  it.each([
    ['CONFIRMED', 'CONFIRMED'],
    ['REJECTED', 'REJECTED'],
    ['AUTHORIZING', 'PENDING'],
    ['CONFIRMING', 'PENDING'],
    ['DEADLINE_EXPIRED', 'EXPIRED'],
  ])('a retry of a payment already %s answers %s and never charges again', async (status, state) => {
    const getState = expectCall('GetState', 200, stateAnswer(status));
    const init = expectCall('Init', 200, initAnswer);
    const charge = expectCall('Charge', 200, chargeAnswer);
    expect(await provider.charge(input, '700001702044', () => expect.fail('no new payment on a retry'))).toMatchObject({ state, providerStatus: status, providerPaymentId: '700001702044' });
    expect(getState.bodies[0]).toMatchObject({ PaymentId: '700001702044' });
    expect(charge.scope.isDone()).toBe(false);
    expect(init.scope.isDone()).toBe(false);
  });

  it('a retry of a payment the bank still has as NEW charges that payment, not a new one', async () => {
    expectCall('GetState', 200, stateAnswer('NEW'));
    const init = expectCall('Init', 200, initAnswer);
    const charge = expectCall('Charge', 200, chargeAnswer);
    expect(await provider.charge(input, '700001702044', () => expect.fail('no new payment on a retry'))).toMatchObject({ state: 'CONFIRMED', providerPaymentId: '700001702044' });
    expect(charge.bodies[0]).toMatchObject({ PaymentId: '700001702044', RebillId: '145919' });
    expect(init.scope.isDone()).toBe(false);
  });
});

describe('Cancel (the refund)', () => {
  const cancelAnswer = (Status: string) => ({ TerminalKey: TERMINAL, OrderId: '21057', Success: true, Status, OriginalAmount: 100000, NewAmount: 0, PaymentId: '2304882', ErrorCode: '0', Message: 'OK', Details: 'None' });

  it('returns the whole amount of the payment', async () => {
    const { bodies } = expectCall('Cancel', 200, cancelAnswer('REFUNDED'));
    expect(await provider.refund('2304882', 100000)).toMatchObject({ state: 'REFUNDED', providerStatus: 'REFUNDED' });
    expect(bodies[0]).toEqual({ TerminalKey: TERMINAL, PaymentId: '2304882', Amount: 100000, Token: sha256(`100000${PASSWORD}2304882${TERMINAL}`) });
  });

  it.each([
    ['REVERSED', 'REFUNDED'],
    ['PARTIAL_REFUNDED', 'REFUNDED'],
    ['CANCELED', 'REFUNDED'],
    ['REFUNDING', 'PENDING'],
  ])('maps an answer of %s to %s', async (status, state) => {
    expectCall('Cancel', 200, cancelAnswer(status));
    expect(await provider.refund('2304882', 100000)).toMatchObject({ state, providerStatus: status });
  });

  it('a refused refund is a ProviderError', async () => {
    expectCall('Cancel', 200, { Success: false, ErrorCode: '3002', Message: 'Недостаточный баланс счёта для отмены', TerminalKey: TERMINAL, PaymentId: '2304882', OrderId: '21057', Status: 'CONFIRMED' });
    expect(await failure(provider.refund('2304882', 100000))).toMatchObject({ name: 'ProviderError', code: '3002', retryable: false });
  });
});

describe('notifications', () => {
  const confirmed = { TerminalKey: TERMINAL, OrderId: '21050', Success: true, Status: 'CONFIRMED', PaymentId: 13660, ErrorCode: '0', Amount: 100000, CardId: 10452089, Pan: '430000******0777', ExpDate: '0229', RebillId: 3207469334 };
  const sign = (body: Body, password = PASSWORD) => ({ ...body, Token: tbankToken(body, password) });

  it("accepts the docs' example notification with its printed Token", () => {
    const demo = createTbankProvider({ terminalKey: DOCS_TERMINAL_KEY, password: DOCS_PASSWORD });
    const body = { ...docsNotification, Token: DOCS_NOTIFICATION_TOKEN };
    expect(demo.verifyNotification(body)).toEqual({
      orderId: '201709',
      providerPaymentId: '8742591',
      state: 'PENDING',
      providerStatus: 'AUTHORIZED',
      amountKopecks: 9855,
      rebillId: '101709',
      cardPan: '430000******0777',
    });
  });

  it('maps a confirmed payment with its saved card, ids as strings', () => {
    expect(provider.verifyNotification(sign(confirmed))).toEqual({
      orderId: '21050',
      providerPaymentId: '13660',
      state: 'CONFIRMED',
      providerStatus: 'CONFIRMED',
      amountKopecks: 100000,
      rebillId: '3207469334',
      cardPan: '430000******0777',
    });
    expect(provider.notificationAck).toBe('OK');
    expect(provider.name).toBe('tbank');
  });

  it('a nested DATA object is outside the Token', () => {
    const withData = { ...sign(confirmed), Data: { Route: 'TCB', Source: 'Installment' } };
    expect(provider.verifyNotification(withData).state).toBe('CONFIRMED');
  });

  it('maps a rejection with its decline', () => {
    const rejected = { ...confirmed, Success: false, Status: 'REJECTED', ErrorCode: '1051', Message: 'Недостаточно средств на карте.', RebillId: undefined };
    expect(provider.verifyNotification(sign(rejected))).toMatchObject({ state: 'REJECTED', declineCode: '1051', declineMessage: 'Недостаточно средств на карте.', declineKind: 'soft' });
    expect(provider.verifyNotification(sign({ ...rejected, ErrorCode: '1043' }))).toMatchObject({ state: 'REJECTED', declineKind: 'hard' });
  });

  it('refuses a wrong Token', () => {
    expect(() => provider.verifyNotification(sign(confirmed, 'not-the-password'))).toThrow(InvalidNotificationError);
    expect(() => provider.verifyNotification({ ...sign(confirmed), Amount: 1 })).toThrow(InvalidNotificationError);
    expect(() => provider.verifyNotification({ ...sign(confirmed), Status: 'REFUNDED' })).toThrow('Token does not match');
    const { Token: _token, ...unsigned } = sign(confirmed);
    expect(() => provider.verifyNotification(unsigned)).toThrow(InvalidNotificationError);
  });

  it('refuses a notification for another terminal, even one signed with our password', () => {
    expect(() => provider.verifyNotification(sign({ ...confirmed, TerminalKey: 'SomeoneElsesTerminal' }))).toThrow(/another terminal/);
  });

  it('refuses a body that is not a payment notification', () => {
    for (const body of [null, 'OK', [], { hello: 'world' }, sign({ ...confirmed, Amount: '100000' }), sign({ ...confirmed, OrderId: undefined })]) {
      expect(() => provider.verifyNotification(body)).toThrow(InvalidNotificationError);
    }
  });
});
