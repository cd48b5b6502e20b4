import type { FiscalNotice } from './payment-provider.ts';

/**
 * T-Bank refuses a request whose Receipt it cannot take with "Неверные параметры": code 309
 * when the Receipt is missing or malformed ("{request.validate.expected.receipt}"), and other
 * codes whose Details name the receipt or one of its fields. Either way no money moved.
 */
export function isTbankReceiptRefusal(answer: { ErrorCode: string; Message?: string | undefined; Details?: string | undefined }): boolean {
  return answer.ErrorCode === '309' || /receipt|чек/i.test(`${answer.Message ?? ''} ${answer.Details ?? ''}`);
}

/**
 * T-Bank's fiscalization notification (Status RECEIPT), sent once its cash register has dealt
 * with the receipt of a payment (Type Income) or of a refund (Type IncomeReturn).
 */
export function fiscalNoticeOf(n: {
  Status: string;
  Success: boolean;
  ErrorCode: string;
  Type?: unknown;
  ErrorMessage?: unknown;
  Message?: unknown;
  FiscalDocumentNumber?: unknown;
  Url?: unknown;
}): FiscalNotice | undefined {
  if (n.Status !== 'RECEIPT') return undefined;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : typeof v === 'number' ? String(v) : undefined);
  const issued = n.Success && n.ErrorCode === '0';
  return {
    operation: n.Type === 'IncomeReturn' ? 'refund' : 'sale',
    issued,
    errorCode: issued ? undefined : n.ErrorCode,
    message: issued ? undefined : (text(n.ErrorMessage) ?? text(n.Message)),
    fiscalDocumentNumber: text(n.FiscalDocumentNumber),
    url: text(n.Url),
  };
}
