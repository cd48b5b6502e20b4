import Router from '@koa/router';
import type { Context } from 'koa';
import { verifyTbankToken } from '../../../core/clients/bank/tbank-token.ts';
import { BankRefusal, createFakeBank, type BankPayment, type FakeBank } from './tbank-bank.ts';
import { confirmNotification, type TerminalCredentials } from './tbank-notification.ts';

export { confirmNotification };

/** Where the fakes process mounts this bank (stack/fakes-server.ts): TBANK_API_URL is `<fakes>${TBANK_FAKE_PREFIX}`. */
export const TBANK_FAKE_PREFIX = '/tbank/v2';

type Fields = Record<string, unknown>;

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : undefined);

/**
 * T-Bank's Internet Acquiring API v2 as the product calls it (core/clients/bank/tbank.ts):
 * Init, GetState, Charge and Cancel, each checked for the terminal and the Token as the bank
 * checks them, over a bank kept in memory (tbank-bank.ts). Every answer is HTTP 200 in the
 * bank's shape, a refusal being Success false with an ErrorCode. Two routes are the fake's own:
 * `POST __pay {paymentUrl}` is the customer paying at the checkout form (it answers the signed
 * CONFIRMED notification the bank would then post and the Init's NotificationURL, for the load
 * to deliver: the bank cannot reach the product's https PUBLIC_URL here), and
 * `GET __state` is the audit's view of what the bank saw.
 * Its paths are relative (`/Init`): the fakes process mounts it under TBANK_FAKE_PREFIX, with
 * bodies parsed as JSON by @koa/bodyparser.
 */
export function fakeTbankRoutes(options: TerminalCredentials, bank: FakeBank = createFakeBank()): Router {
  const router = new Router();

  const answer = (ctx: Context, payment: BankPayment, extra: Fields = {}) => {
    ctx.body = { Success: true, ErrorCode: '0', TerminalKey: options.terminalKey, Status: payment.status, PaymentId: payment.paymentId, OrderId: payment.orderId, Amount: payment.amount, ...extra };
  };

  /** One API method: the body checked as the bank checks it, then `handle`; refusals answered in the bank's shape. */
  const method = (name: string, handle: (ctx: Context, fields: Fields) => void) => {
    router.post(`/${name}`, (ctx) => {
      bank.count(name);
      const body: unknown = ctx.request.body;
      try {
        if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BankRefusal('9999', 'Неверные параметры: the body is not a JSON object');
        const fields = body as Fields;
        if (fields.TerminalKey !== options.terminalKey) throw new BankRefusal('202', `Terminal ${String(fields.TerminalKey)} is not ${options.terminalKey}`);
        if (!verifyTbankToken(fields, options.password)) throw new BankRefusal('204', 'Неверный токен');
        handle(ctx, fields);
      } catch (err) {
        if (!(err instanceof BankRefusal)) throw err;
        bank.refuse(`${name}: ${err.errorCode} ${err.message} (${JSON.stringify(body).slice(0, 300)})`);
        ctx.body = { Success: false, ErrorCode: err.errorCode, Message: err.message, TerminalKey: options.terminalKey };
      }
    });
  };

  const paymentIdOf = (fields: Fields): string => {
    const id = str(fields.PaymentId);
    if (!id) throw new BankRefusal('9999', 'Неверные параметры: no PaymentId');
    return id;
  };

  method('Init', (ctx, f) => {
    const orderId = str(f.OrderId);
    const amount = num(f.Amount);
    if (!orderId || amount === undefined) throw new BankRefusal('9999', 'Неверные параметры: Init without OrderId or Amount');
    const payment = bank.init({ OrderId: orderId, Amount: amount, CustomerKey: str(f.CustomerKey), Recurrent: str(f.Recurrent), NotificationURL: str(f.NotificationURL) });
    answer(ctx, payment, { PaymentURL: payment.paymentUrl });
  });

  method('GetState', (ctx, f) => answer(ctx, bank.get(paymentIdOf(f))));

  method('Charge', (ctx, f) => {
    const rebillId = str(f.RebillId);
    if (!rebillId) throw new BankRefusal('9999', 'Неверные параметры: Charge without RebillId');
    answer(ctx, bank.charge(paymentIdOf(f), rebillId));
  });

  method('Cancel', (ctx, f) => {
    const payment = bank.cancel(paymentIdOf(f), num(f.Amount));
    answer(ctx, payment, { OriginalAmount: payment.amount, NewAmount: payment.status === 'REFUNDED' || payment.status === 'CANCELED' ? 0 : payment.amount });
  });

  router.post('/__pay', (ctx) => {
    const paymentUrl = str((ctx.request.body as Fields | undefined)?.paymentUrl);
    try {
      if (!paymentUrl) throw new BankRefusal('9999', 'POST __pay takes { paymentUrl }');
      const payment = bank.payAtForm(paymentUrl);
      ctx.body = { notificationUrl: payment.notificationUrl, notification: confirmNotification(options, payment) };
    } catch (err) {
      if (!(err instanceof BankRefusal)) throw err;
      ctx.status = 404;
      ctx.body = { error: 'not_payable', message: err.message };
    }
  });

  router.get('/__state', (ctx) => {
    ctx.body = bank.state();
  });

  return router;
}
