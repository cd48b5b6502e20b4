import { describe, expect, it } from 'vitest';
import { isTbankCardDecline, tbankDeclineKind } from './tbank-decline.ts';

describe('T-Bank decline kinds', () => {
  it.each([
    ['1041', 'lost card'],
    ['1043', 'stolen card'],
    ['1054', 'expired card'],
    ['1033', 'expired card, pick up'],
    ['1014', 'invalid card'],
    ['1057', 'operations forbidden by the cardholder'],
    ['1062', 'restricted card'],
    ['506', 'blacklisted card'],
    ['262', 'expired parent payment (dead RebillId)'],
  ])('%s (%s) is hard: retrying the card cannot help', (code) => {
    expect(tbankDeclineKind(code)).toBe('hard');
  });

  it.each([
    ['1051', 'insufficient funds'],
    ['116', 'insufficient funds on the card'],
    ['1005', 'do not honour'],
    ['1065', 'limit exceeded'],
    ['1091', 'issuer unavailable'],
    ['1089', 'try again later'],
    ['4242', 'a code nobody documented'],
  ])('%s (%s) is soft: the schedule retries it', (code) => {
    expect(tbankDeclineKind(code)).toBe('soft');
  });

  it('is soft without a code', () => {
    expect(tbankDeclineKind(undefined)).toBe('soft');
  });

  it('a decline the issuer calls final in its text is hard whatever the code', () => {
    expect(tbankDeclineKind('1005', 'Do not honour — do not try again')).toBe('hard');
    expect(tbankDeclineKind('1005', 'Платеж отклонен банком, выпустившим карту. Счёт закрыт')).toBe('hard');
    expect(tbankDeclineKind(undefined, 'Карта утеряна')).toBe('hard');
    expect(tbankDeclineKind('1005', 'Платеж отклонен банком, выпустившим карту')).toBe('soft');
  });

  it('tells the card\'s answers from errors in the request or of unknown outcome', () => {
    expect(['1051', '1054', '1030', '116', '103', '1082'].map(isTbankCardDecline)).toEqual([true, true, true, true, true, true]);
    // bad token, Charge disabled for the terminal, invalid status, internal error, unknown status, system error
    expect(['204', '10', '8', '9999', '1018', '1096', undefined].map(isTbankCardDecline)).toEqual([false, false, false, false, false, false, false]);
  });
});
