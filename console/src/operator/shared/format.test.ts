import { describe, expect, it } from 'vitest';
import { formatMoney } from './format';

describe('money on the operator screens', () => {
  it('is written in roubles, from kopecks, as each language writes it', () => {
    expect(formatMoney(259140000, 'RUB', 'en-GB')).toBe('₽2,591,400');
    // Russian groups with a narrow no-break space and puts the sign after a no-break space.
    expect(formatMoney(259140000, 'RUB', 'ru-RU').replace(/\s/g, ' ')).toBe('2 591 400 ₽');
  });
});
