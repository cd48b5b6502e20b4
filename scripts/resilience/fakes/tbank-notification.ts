import { tbankToken } from '../../../core/clients/bank/tbank-token.ts';
import type { BankPayment } from './tbank-bank.ts';

export interface TerminalCredentials {
  terminalKey: string;
  password: string;
}

/**
 * The notification T-Bank posts when a payment is CONFIRMED, in the shape of the docs' example
 * (core/clients/bank/tbank-docs-example.ts: ids as numbers, card fields, RebillId when the card
 * was saved) and signed with the terminal's password by the Token rule, as the bank signs it.
 */
export function confirmNotification(terminal: TerminalCredentials, payment: Pick<BankPayment, 'paymentId' | 'orderId' | 'amount' | 'rebillId' | 'status'>): Record<string, unknown> {
  if (payment.status !== 'CONFIRMED') throw new Error(`Payment ${payment.paymentId} is ${payment.status}: the bank notifies CONFIRMED only for a paid one`);
  const body: Record<string, unknown> = {
    TerminalKey: terminal.terminalKey,
    OrderId: payment.orderId,
    Success: true,
    Status: 'CONFIRMED',
    PaymentId: Number(payment.paymentId),
    ErrorCode: '0',
    Amount: payment.amount,
    CardId: 322264,
    Pan: '430000******0777',
    ExpDate: '1130',
    ...(payment.rebillId ? { RebillId: Number(payment.rebillId) } : {}),
  };
  return { ...body, Token: tbankToken(body, terminal.password) };
}
