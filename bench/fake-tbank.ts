import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { verifyTbankToken } from '../core/clients/bank/tbank-token.ts';
import { startFakeUpstream } from '../scripts/test/kit/fake-upstream.ts';
import type { Cleanup } from './cleanup.ts';

/** The path of T-Bank's API on its host (https://securepay.tinkoff.ru/v2). */
const BASE = '/v2';

export interface FakeTbank {
  /** TBANK_API_URL for the web process: Init is `${url}/Init`. */
  url: string;
  terminalKey: string;
  password: string;
  /** The checkout URL answered for each OrderId (our payment id), to check create-payment's answers. */
  issued: Map<string, string>;
  /** Requests it refused (wrong path, terminal, token or body): any of these fails the run. */
  refused: string[];
}

/**
 * A local stand-in for T-Bank's API (production config refuses the test bank), answering
 * `POST <url>/Init` at once in T-Bank's shape, so create-payment's latency is ours, not a
 * bank's. It runs inside the bench process rather than as a child: it does no I/O of its own,
 * this process has nothing else to do while the single create-payment it is waiting for asks
 * it for a checkout (wrk, a process of its own, runs the throughput rounds, which never reach
 * the bank), and in-process it can hand over the URLs it issued without an IPC channel.
 * It checks the request's TerminalKey and Token as T-Bank does, so a misconfigured or
 * mis-signing client fails the run instead of being timed.
 */
export async function startFakeTbank(cleanup: Cleanup): Promise<FakeTbank> {
  const terminalKey = `BenchTerminal${randomBytes(3).toString('hex')}`;
  const password = randomBytes(12).toString('hex');
  const issued = new Map<string, string>();
  const refused: string[] = [];
  let nextPaymentId = 7_000_000_000 + Math.floor(Math.random() * 1_000_000) * 1000;

  const answer = (res: ServerResponse, body: Record<string, unknown>) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const refuse = (res: ServerResponse, why: string, errorCode: string) => {
    refused.push(why);
    answer(res, { Success: false, ErrorCode: errorCode, Message: why, TerminalKey: terminalKey });
  };

  const handle = (req: IncomingMessage, res: ServerResponse, raw: string) => {
    if (req.method !== 'POST' || req.url !== `${BASE}/Init`) return refuse(res, `${req.method ?? '?'} ${req.url ?? '?'}: the fake bank only answers POST ${BASE}/Init`, '9999');
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return refuse(res, `Init with a body that is not JSON: ${raw.slice(0, 200)}`, '9999');
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return refuse(res, `Init with a body that is not an object: ${raw.slice(0, 200)}`, '9999');
    const fields = body as Record<string, unknown>;
    const { OrderId: orderId, Amount: amount } = fields;
    if (fields.TerminalKey !== terminalKey) return refuse(res, `Init for terminal ${String(fields.TerminalKey)}, not ${terminalKey}`, '202');
    if (!verifyTbankToken(fields, password)) return refuse(res, `Init with a wrong Token: ${raw.slice(0, 500)}`, '204');
    if (typeof orderId !== 'string' || typeof amount !== 'number') return refuse(res, `Init without OrderId or Amount: ${raw.slice(0, 500)}`, '9999');
    const paymentUrl = `https://securepayments.tinkoff.ru/${randomBytes(6).toString('base64url')}`;
    issued.set(orderId, paymentUrl);
    nextPaymentId += 1;
    answer(res, { Success: true, ErrorCode: '0', TerminalKey: terminalKey, Status: 'NEW', PaymentId: String(nextPaymentId), OrderId: orderId, Amount: amount, PaymentURL: paymentUrl });
  };

  const bank = await startFakeUpstream(handle);
  // The web process keeps its connections to the bank; the fake must not drop them first.
  bank.server.keepAliveTimeout = 60_000;
  cleanup.add('stop the fake T-Bank', bank.close);
  return { url: `${bank.url}${BASE}`, terminalKey, password, issued, refused };
}
