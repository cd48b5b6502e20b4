import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { tbankToken, verifyTbankToken } from './tbank-token.ts';
import { DOCS_NOTIFICATION_TOKEN, DOCS_PASSWORD, docsNotification } from './tbank-docs-example.ts';

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

describe('the T-Bank Token', () => {
  it("matches the docs' Init example, DATA and Receipt left out", () => {
    expect(tbankToken(initExample, 'usaf8fw8fsw21g')).toBe('0024a00af7c350a3a67ca168ce06502aa72772456662e38696d48b56ee9c97d9');
  });

  it("matches the docs' notification example: a boolean as true, numbers as decimals", () => {
    expect(tbankToken(docsNotification, DOCS_PASSWORD)).toBe(DOCS_NOTIFICATION_TOKEN);
    expect(tbankToken({ ...docsNotification, Success: false }, DOCS_PASSWORD)).toBe(
      sha256('985532226401122201709430000******0777Dfsfh56dgKl8742591101709AUTHORIZEDfalse1321054611234DEMO'),
    );
  });

  it('ignores a Token already in the body, nested values and empty ones', () => {
    const body = { TerminalKey: 'T', Amount: 100, Token: 'x', DATA: { Email: 'a@b.c' }, Items: [1, 2], Note: null };
    expect(tbankToken(body, 'p')).toBe(sha256('100pT'));
  });

  it('verifies a signed body and refuses a changed, forged, missing or differently sized Token', () => {
    const signed = { ...docsNotification, Token: DOCS_NOTIFICATION_TOKEN };
    expect(verifyTbankToken(signed, DOCS_PASSWORD)).toBe(true);
    expect(verifyTbankToken({ ...signed, Token: signed.Token.toUpperCase() }, DOCS_PASSWORD)).toBe(true);
    expect(verifyTbankToken({ ...signed, Amount: 9856 }, DOCS_PASSWORD)).toBe(false);
    expect(verifyTbankToken(signed, 'another-password')).toBe(false);
    expect(verifyTbankToken({ ...signed, Token: `${signed.Token.slice(0, -1)}0` }, DOCS_PASSWORD)).toBe(false);
    expect(verifyTbankToken({ ...signed, Token: 'short' }, DOCS_PASSWORD)).toBe(false);
    expect(verifyTbankToken(docsNotification, DOCS_PASSWORD)).toBe(false);
  });
});
