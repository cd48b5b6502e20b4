import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatCvv, formatExpiry, isCardFilled } from './card-format';

describe('the test card form (spec 5)', () => {
  it('keeps card digits only, grouped by 4, at most 19 characters', () => {
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242-4242 4242abc4242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242 4242 4242 4242 999')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242 4242 4242 4242 999')).toHaveLength(19);
    expect(formatCardNumber('abcd')).toBe('');
  });

  it('formats the expiry as MM/YY, at most 5 characters', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('12/289')).toBe('12/28');
    expect(formatExpiry('1a2b2c8')).toBe('12/28');
  });

  it('keeps CVV digits only, at most 3', () => {
    expect(formatCvv('1')).toBe('1');
    expect(formatCvv('12a3')).toBe('123');
    expect(formatCvv('12345')).toBe('123');
  });

  it('is filled once card, expiry and CVV are complete; the cardholder is optional', () => {
    const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/28', cvv: '123' };
    expect(isCardFilled(card)).toBe(true);
    expect(isCardFilled({ ...card, cardNumber: '' })).toBe(false);
    expect(isCardFilled({ ...card, cardNumber: '4242 4242 42' })).toBe(false);
    expect(isCardFilled({ ...card, expiry: '12/2' })).toBe(false);
    expect(isCardFilled({ ...card, expiry: '13/28' })).toBe(false);
    expect(isCardFilled({ ...card, cvv: '12' })).toBe(false);
  });
});
