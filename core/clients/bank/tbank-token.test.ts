import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { tbankToken, verifyTbankToken } from './tbank-token.ts';

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

/**
 * The two worked examples of T-Bank's docs (https://www.tbank.ru/kassa/dev/payments/, sections
 * "Подпись запроса" and "Проверка токенов"), with the tokens the docs print for them.
 */
const initExample = {
  TerminalKey: 'MerchantTerminalKey',
  Amount: 19200,
  OrderId: '21090',
  Description: 'Подарочная карта на 1000 рублей',
  DATA: { Phone: '+71234567890', Email: 'a@test.com' },
  Receipt: {
    Email: 'a@test.ru',
    Phone: '+79031234567',
    Taxation: 'osn',
    Items: [{ Name: 'Наименование товара 1', Price: 10000, Quantity: 1, Amount: 10000, Tax: 'vat10', Ean13: '303130323930303030630333435' }],
  },
};
const notificationExample = {
  TerminalKey: '1321054611234DEMO',
  OrderId: '201709',
  Success: true,
  Status: 'AUTHORIZED',
  PaymentId: 8742591,
  ErrorCode: '0',
  Amount: 9855,
  CardId: 322264,
  Pan: '430000******0777',
  ExpDate: '1122',
  RebillId: 101709,
};

describe('the T-Bank Token', () => {
  it("matches the docs' Init example, DATA and Receipt left out", () => {
    expect(tbankToken(initExample, 'usaf8fw8fsw21g')).toBe('0024a00af7c350a3a67ca168ce06502aa72772456662e38696d48b56ee9c97d9');
  });

  it("matches the docs' notification example: a boolean as true, numbers as decimals", () => {
    expect(tbankToken(notificationExample, 'Dfsfh56dgKl')).toBe('b906d28e76c6428e37b25fcf86c0adc52c63d503013fdd632e300593d165766b');
    expect(tbankToken({ ...notificationExample, Success: false }, 'Dfsfh56dgKl')).toBe(
      sha256('985532226401122201709430000******0777Dfsfh56dgKl8742591101709AUTHORIZEDfalse1321054611234DEMO'),
    );
  });

  it('ignores a Token already in the body, nested values and empty ones', () => {
    const body = { TerminalKey: 'T', Amount: 100, Token: 'x', DATA: { Email: 'a@b.c' }, Items: [1, 2], Note: null };
    expect(tbankToken(body, 'p')).toBe(sha256('100pT'));
  });

  it('verifies a signed body and refuses a changed, forged, missing or differently sized Token', () => {
    const signed = { ...notificationExample, Token: 'b906d28e76c6428e37b25fcf86c0adc52c63d503013fdd632e300593d165766b' };
    expect(verifyTbankToken(signed, 'Dfsfh56dgKl')).toBe(true);
    expect(verifyTbankToken({ ...signed, Token: signed.Token.toUpperCase() }, 'Dfsfh56dgKl')).toBe(true);
    expect(verifyTbankToken({ ...signed, Amount: 9856 }, 'Dfsfh56dgKl')).toBe(false);
    expect(verifyTbankToken(signed, 'another-password')).toBe(false);
    expect(verifyTbankToken({ ...signed, Token: `${signed.Token.slice(0, -1)}0` }, 'Dfsfh56dgKl')).toBe(false);
    expect(verifyTbankToken({ ...signed, Token: 'short' }, 'Dfsfh56dgKl')).toBe(false);
    expect(verifyTbankToken(notificationExample, 'Dfsfh56dgKl')).toBe(false);
  });
});
