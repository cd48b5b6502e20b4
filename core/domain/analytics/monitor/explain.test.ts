import { describe, expect, it } from 'vitest';
import { citesOnly, numbersIn } from './explain.ts';

describe("the model's wording cites only the code's figures", () => {
  it('reads numbers as people write them in English and Russian', () => {
    expect(numbersIn('Revenue on 17–19 Nov was $1,234.50 against 2 000,5 expected (−35.2%).')).toEqual(['17', '19', '1234.50', '2000.5', '35.2']);
  });

  it('accepts a text that repeats the figures and refuses one that adds a figure', () => {
    const facts = 'Revenue dropped 35.2% (17 Nov–19 Nov). Revenue on 17 Nov–19 Nov was $1,234.50 against $1,905 expected.';
    expect(citesOnly('Revenue fell 35.2% on 17–19 Nov: $1,234.50 instead of $1,905.', facts)).toBe(true);
    expect(citesOnly('Revenue fell 35.2%, about 120 lost subscribers.', facts)).toBe(false);
    expect(citesOnly('Revenue fell sharply; check the payment flow.', facts)).toBe(true);
  });
});
