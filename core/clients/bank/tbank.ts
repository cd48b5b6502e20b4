import { z } from 'zod';
import {
  InvalidNotificationError,
  ProviderError,
  type ChargeInput,
  type ChargeResult,
  type PaymentProvider,
  type PaymentStateResult,
  type ProviderPaymentState,
  type VerifiedNotification,
} from './payment-provider.ts';
import { isTbankCardDecline, tbankDeclineKind } from './tbank-decline.ts';
import { fiscalNoticeOf, isTbankReceiptRefusal } from './tbank-receipt.ts';
import { tbankToken, verifyTbankToken } from './tbank-token.ts';

/**
 * A client of T-Bank's Internet Acquiring API v2 (https://www.tbank.ru/kassa/dev/payments/):
 * Init with Recurrent=Y for the first payment (the bank saves the card under CustomerKey and
 * sends a RebillId in its notification), GetState to poll, Init + Charge with the RebillId for
 * renewals, Cancel for refunds. Every request is signed with the Token rule (tbank-token.ts).
 * With receipts on, Init (first payment and renewals) and Cancel carry the fiscal Receipt.
 */
export interface TbankOptions {
  terminalKey: string;
  password: string;
  baseUrl?: string;
  /** Defaults to the global fetch, looked up per request so test interceptors see it. */
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

export const TBANK_API_URL = 'https://securepay.tinkoff.ru/v2';

/** T-Bank writes ids as strings in answers but as numbers in notifications. */
const id = z.union([z.string(), z.number()]).transform(String);
/** Texts the bank may leave out or send as null; null must not make a valid answer unreadable. */
const text = z
  .string()
  .nullish()
  .transform((v) => v ?? undefined);

const answerSchema = z
  .object({
    Success: z.boolean(),
    ErrorCode: id,
    Message: text,
    Details: text,
    Status: text,
    PaymentId: id.optional(),
    PaymentURL: text,
    Amount: z.number().optional(),
  })
  .loose();
type Answer = z.infer<typeof answerSchema>;

const notificationSchema = z
  .object({
    TerminalKey: z.string(),
    OrderId: z.string(),
    Success: z.boolean(),
    Status: z.string(),
    PaymentId: id,
    ErrorCode: id,
    Amount: z.number().int(),
    RebillId: id.optional(),
    CardId: id.optional(),
    Pan: text,
    ExpDate: text,
    Message: text,
    Details: text,
    Token: z.string(),
  })
  .loose();

/** T-Bank's payment statuses (the "Статусная модель платежа" table), reduced to what the lifecycle acts on. */
export function mapTbankStatus(status: string | undefined): ProviderPaymentState {
  switch (status) {
    case 'CONFIRMED':
      return 'CONFIRMED';
    case 'REJECTED':
    case 'AUTH_FAIL':
      return 'REJECTED';
    // Money was taken or held and went back. We only refund in full, so a partial refund is an
    // operator's doing in T-Bank's cabinet; the payment no longer counts as paid either way.
    case 'REFUNDED':
    case 'PARTIAL_REFUNDED':
    case 'REVERSED':
    case 'PARTIAL_REVERSED':
      return 'REFUNDED';
    // CANCELED is only reached from NEW (Cancel on a payment nobody paid, per the Cancel
    // method's docs): no money ever moved, so it is a payment that will never be paid, not a
    // refund. REFUNDED would claim money went back and, on a checkout still waiting, would not
    // end the wait. ATTEMPTS_EXPIRED: the person gave up after too many tries at the form.
    case 'CANCELED':
    case 'DEADLINE_EXPIRED':
    case 'ATTEMPTS_EXPIRED':
      return 'EXPIRED';
    // AUTHORIZED: our payments are one-stage (PayType O), which T-Bank confirms right after the
    // authorization, so it is a moment before CONFIRMED. NEW, FORM_SHOWED, AUTHORIZING,
    // 3DS_CHECKING, 3DS_CHECKED, CONFIRMING, REFUNDING and anything new: not final yet.
    default:
      return 'PENDING';
  }
}

/** T-Bank's date format for RedirectDueDate: ISO 8601 to the second with an offset ("2016-08-31T12:28:00+03:00"). */
export const tbankDate = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, '+00:00');

/** Codes of T-Bank's table that mean trouble on its side ("повторите попытку позже", internal errors). */
const temporaryCodes = new Set(['3', '21', '55', '120', '123', '125', '401', '402', '515', '903', '999', '1018', '1096', '3040', '7999', '8002', '8004', '9001', '9999']);

/**
 * 9999 is documented as an internal error, but the bank also answers it to malformed requests
 * ("Неверные параметры", github.com/paveldanilin/php-tinkoff-payment/issues/10); those fail again.
 */
const isTemporary = (a: Answer) => temporaryCodes.has(a.ErrorCode) && !/неверные параметры|invalid param/i.test(`${a.Message ?? ''} ${a.Details ?? ''}`);

/** The answer's texts for people, without the placeholders the bank fills them with. */
function describe(a: { Message?: string | undefined; Details?: string | undefined }): string | undefined {
  const parts = [a.Message, a.Details].filter((s): s is string => !!s && !['None', 'OK', '0'].includes(s.trim()));
  return parts.length ? [...new Set(parts)].join(' — ') : undefined;
}

function declineOf(a: { ErrorCode: string; Message?: string | undefined; Details?: string | undefined }) {
  const declineCode = a.ErrorCode === '0' ? undefined : a.ErrorCode;
  const declineMessage = describe(a);
  return { declineCode, declineMessage, declineKind: tbankDeclineKind(declineCode, declineMessage) };
}

function stateOf(a: Answer, state: ProviderPaymentState): PaymentStateResult {
  return { state, providerStatus: a.Status ?? state, amountKopecks: a.Amount, ...(state === 'REJECTED' ? declineOf(a) : {}) };
}

/** The bank's answer that this payment was refused: its status says so, or a failure carries a card's decline code. */
const isRejection = (a: Answer) => mapTbankStatus(a.Status) === 'REJECTED' || (!a.Success && isTbankCardDecline(a.ErrorCode));

export function createTbankProvider(options: TbankOptions): PaymentProvider {
  const baseUrl = (options.baseUrl ?? TBANK_API_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function call(method: string, fields: Record<string, unknown>): Promise<Answer> {
    const body = { TerminalKey: options.terminalKey, ...fields };
    const request = JSON.stringify({ ...body, Token: tbankToken(body, options.password) });
    const fetchImpl = options.fetchImpl ?? fetch;
    let res: Response;
    let raw: string;
    try {
      res = await fetchImpl(`${baseUrl}/${method}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: request, signal: AbortSignal.timeout(timeoutMs) });
      raw = await res.text();
    } catch (err) {
      const timedOut = err instanceof Error && err.name === 'TimeoutError';
      const why = timedOut ? `no answer within ${timeoutMs} ms` : err instanceof Error ? err.message : String(err);
      throw new ProviderError(`T-Bank ${method}: ${why}`, { code: timedOut ? 'timeout' : 'network', retryable: true, cause: err });
    }
    const http = `http_${res.status}`;
    if (res.status >= 500 || res.status === 429) throw new ProviderError(`T-Bank ${method} answered HTTP ${res.status}`, { code: http, retryable: true });
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch (err) {
      throw new ProviderError(`T-Bank ${method} answered HTTP ${res.status} with a body that is not JSON: ${raw.slice(0, 100)}`, { code: http, retryable: true, cause: err });
    }
    const parsed = answerSchema.safeParse(json);
    // A 200 in another shape is most likely a proxy's page in front of the bank: worth a retry.
    if (!parsed.success) throw new ProviderError(`T-Bank ${method} answered HTTP ${res.status} in an unknown shape`, { code: http, retryable: res.ok, cause: parsed.error });
    return parsed.data;
  }

  const refused = (method: string, a: Answer) => {
    const receiptRefused = isTbankReceiptRefusal(a);
    return new ProviderError(`T-Bank ${method} refused${receiptRefused ? ' the receipt' : ''}: ErrorCode ${a.ErrorCode}${describe(a) ? ` (${describe(a)})` : ''}`, {
      code: a.ErrorCode,
      retryable: !receiptRefused && isTemporary(a),
      receiptRefused,
    });
  };

  async function getState(paymentId: string): Promise<PaymentStateResult> {
    const answer = await call('GetState', { PaymentId: paymentId });
    if (!answer.Success && !isRejection(answer)) throw refused('GetState', answer);
    return stateOf(answer, isRejection(answer) ? 'REJECTED' : mapTbankStatus(answer.Status));
  }

  /** A renewal's payment: Init without Recurrent (the card is already saved), one-stage so no Confirm is needed. */
  async function initCharge(input: ChargeInput): Promise<string> {
    const answer = await call('Init', {
      Amount: input.amountKopecks,
      OrderId: input.orderId,
      Description: input.description,
      CustomerKey: input.customerKey,
      PayType: 'O',
      NotificationURL: input.notificationUrl,
      ...(input.receipt ? { Receipt: input.receipt } : {}),
    });
    if (!answer.Success) throw refused('Init', answer);
    if (!answer.PaymentId) throw new ProviderError('T-Bank Init answered without a PaymentId', { retryable: false });
    return answer.PaymentId;
  }

  return {
    name: 'tbank',
    notificationAck: 'OK',

    async initPayment(input) {
      const answer = await call('Init', {
        Amount: input.amountKopecks,
        OrderId: input.orderId,
        Description: input.description,
        CustomerKey: input.customerKey,
        Recurrent: 'Y',
        PayType: 'O',
        NotificationURL: input.notificationUrl,
        SuccessURL: input.successUrl,
        FailURL: input.failUrl,
        // The form closes when we stop waiting for it, so nobody pays a checkout we abandoned.
        ...(input.dueDate ? { RedirectDueDate: tbankDate(input.dueDate) } : {}),
        ...(input.email ? { DATA: { Email: input.email } } : {}),
        ...(input.receipt ? { Receipt: input.receipt } : {}),
      });
      if (!answer.Success) throw refused('Init', answer);
      // PaymentURL is only given to merchants without PCI DSS, whose checkout is T-Bank's form.
      if (!answer.PaymentId || !answer.PaymentURL) throw new ProviderError('T-Bank Init answered without a PaymentId or PaymentURL', { retryable: false });
      return { providerPaymentId: answer.PaymentId, paymentUrl: answer.PaymentURL };
    },

    getState,

    async charge(input, existingPaymentId, onCreated): Promise<ChargeResult> {
      let paymentId: string;
      if (existingPaymentId) {
        // A retry of this order: whatever became of its payment stands. Only a payment the
        // bank still has as NEW was never charged; one in flight (AUTHORIZING, CONFIRMING...)
        // is waited for, never charged a second time.
        const state = await getState(existingPaymentId);
        if (state.providerStatus !== 'NEW') return { ...state, providerPaymentId: existingPaymentId };
        paymentId = existingPaymentId;
      } else {
        paymentId = await initCharge(input);
        await onCreated?.(paymentId);
      }
      const answer = await call('Charge', { PaymentId: paymentId, RebillId: input.rebillId });
      // A card decline is the payment's outcome, not a failure of ours. Anything else, an
      // unknown outcome included, is thrown: the retry asks GetState before charging again.
      if (isRejection(answer)) return { ...stateOf(answer, 'REJECTED'), providerPaymentId: paymentId };
      if (!answer.Success) throw refused('Charge', answer);
      // AUTHORIZED here would mean the terminal runs recurrent charges in two stages, which
      // needs a Confirm this client never sends: it stays PENDING and shows in providerStatus.
      return { ...stateOf(answer, mapTbankStatus(answer.Status)), providerPaymentId: paymentId };
    },

    async refund(paymentId, amountKopecks, receipt) {
      const answer = await call('Cancel', { PaymentId: paymentId, Amount: amountKopecks, ...(receipt ? { Receipt: receipt } : {}) });
      if (!answer.Success) throw refused('Cancel', answer);
      // Here CANCELED (the payment was still NEW) means the same to the caller as a refund:
      // the bank holds none of this payment's money.
      return stateOf(answer, answer.Status === 'CANCELED' ? 'REFUNDED' : mapTbankStatus(answer.Status));
    },

    verifyNotification(body: unknown): VerifiedNotification {
      const parsed = notificationSchema.safeParse(body);
      if (!parsed.success) throw new InvalidNotificationError('Not a T-Bank payment notification');
      const n = parsed.data;
      if (n.TerminalKey !== options.terminalKey) throw new InvalidNotificationError(`Notification for another terminal (${n.TerminalKey})`);
      // The raw body, not the parsed one: the Token covers every root field the bank sent.
      if (!verifyTbankToken(body as Record<string, unknown>, options.password)) throw new InvalidNotificationError('Notification Token does not match');
      const fiscal = fiscalNoticeOf(n);
      const state = fiscal ? 'PENDING' : mapTbankStatus(n.Status);
      return {
        fiscal,
        orderId: n.OrderId,
        providerPaymentId: n.PaymentId,
        state,
        providerStatus: n.Status,
        amountKopecks: n.Amount,
        rebillId: n.RebillId,
        cardPan: n.Pan,
        ...(state === 'REJECTED' ? declineOf(n) : {}),
      };
    },
  };
}
