import type { DeclineKind } from './payment-provider.ts';

/*
 * Source: T-Bank's Internet Acquiring API reference, section "Коды ошибок"
 * (https://www.tbank.ru/kassa/dev/payments/, OpenAPI v1.80; a copy is kept in
 * github.com/kravetsone/t-kassa-api, openapi.json). Codes 10xx are the issuer's ISO 8583
 * response code with "10" in front (51 insufficient funds is 1051), so the card networks' own
 * advice applies to them: Visa's "issuer will never approve" category (04, 07, 12, 14, 15, 41,
 * 43, 46, 57) and Mastercard's "do not try again" codes (04, 14, 41, 43, 54, 57, 62) are hard.
 * Retrying a saved card on the dunning schedule is pointless for those and annoys the issuer.
 */
const hard: Record<string, string> = {
  '76': 'Operation with a foreign card is not available',
  '77': 'Payment with a foreign card is not available',
  '262': 'The parent (recurrent) payment has expired: the RebillId no longer works',
  '506': 'Card is blacklisted',
  '600': 'Card is blacklisted / the shop refused this card',
  '1004': 'Pick up card (the issuer considers the payment suspicious)',
  '1007': 'Pick up card, special conditions',
  '1012': 'Invalid transaction for this card',
  '1014': 'Invalid card',
  '1015': 'Wrong card number / no such issuer',
  '1033': 'Expired card (pick up)',
  '1041': 'Lost card',
  '1043': 'Stolen card',
  '1046': 'Closed account',
  '1054': 'Expired card',
  '1057': 'The cardholder forbade such operations for the card',
  '1062': 'Restricted card',
  '1078': 'The card does not support this type of operation',
  // The saved card's data no longer match the issuer's: the same data will fail again.
  '1080': 'Wrong card expiry date',
  '1082': 'Wrong CVV / card verification failed',
  '5065': 'Payer account blocked',
  '5066': 'Payer account closed',
};

/**
 * Declines that describe the card, the payer or the issuer at this moment: insufficient funds,
 * limits, "do not honour", the issuer unavailable or suspicious, too many attempts. The next
 * attempt may pass. Listed so a Charge failure with one of them is read as a decline of the
 * payment, not as a broken request; every other 10xx code is treated the same way.
 */
const soft: Record<string, string> = {
  '99': 'The issuer declined the operation',
  '101': '3-D Secure not passed',
  '103': 'Insufficient funds on the account',
  '104': 'Recurrent payment failed',
  '116': 'Insufficient funds on the card',
  '119': 'Too many authorization requests',
  '603': 'Too many payment attempts with this card',
  '1005': 'Do not honour',
  '1013': 'Amount over the card limit',
  '1019': 'Amount over the card limit',
  '1034': 'Suspected fraud, try later',
  '1051': 'Insufficient funds',
  '1059': 'Suspected fraud',
  '1061': 'Card limit exceeded',
  '1065': 'Card limit exceeded',
  '1075': 'Daily payment count exceeded',
  '1089': 'Try again later',
  '1091': 'Issuer unavailable (maintenance)',
  '2014': '3-D Secure not passed',
  '2200': 'Too many authorization requests',
  '5060': 'Insufficient funds (SBP)',
};

/**
 * Words in Message/Details that make a decline final whatever its code, such as a generic
 * 1005 "do not honour" the issuer marks as for good.
 */
const finalWords = /\b(lost|stolen|closed account|expired card|do not (try|retry) again)\b|утерян|украден|сч[её]т закрыт|карта закрыта|ист[её]к срок действия карты|не повторяйте/i;

/** 10xx codes that say nothing about the card: the payment's outcome is unknown, or it passed. */
const notDeclines = new Set(['1018' /* unknown payment status */, '1085' /* success */, '1096' /* system error */]);

/** Whether a failed payment's ErrorCode is the card's or issuer's answer rather than a request error. */
export function isTbankCardDecline(errorCode: string | undefined): boolean {
  if (errorCode === undefined || notDeclines.has(errorCode)) return false;
  return errorCode in hard || errorCode in soft || /^10\d\d$/.test(errorCode);
}

/** Hard when retrying the same card cannot help; soft for anything else, unknown codes included. */
export function tbankDeclineKind(errorCode: string | undefined, text?: string): DeclineKind {
  if (errorCode !== undefined && errorCode in hard) return 'hard';
  return text !== undefined && finalWords.test(text) ? 'hard' : 'soft';
}
