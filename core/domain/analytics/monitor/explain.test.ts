import { describe, expect, it } from 'vitest';
import { citesOnly } from './explain.ts';

describe("the model's wording cites only the code's figures", () => {
  it('reads numbers as people write them in English and Russian', () => {
    const facts = 'Revenue on 17–19 Nov was $1,234.50 against 2 000,5 expected (−35.2%).';
    expect(citesOnly('Выручка 1 234,50 $ вместо 2000.5, падение на 35,2% (17–19 ноября).', facts)).toBe(true);
    expect(citesOnly('Выручка 1 234,50 $ вместо 2000.6.', facts)).toBe(false);
  });

  it('accepts a text that repeats the figures and refuses one that adds a figure', () => {
    const facts = 'Revenue dropped 35.2% (17 Nov–19 Nov). Revenue on 17 Nov–19 Nov was $1,234.50 against $1,905 expected.';
    expect(citesOnly('Revenue fell 35.2% on 17–19 Nov: $1,234.50 instead of $1,905.', facts)).toBe(true);
    expect(citesOnly('Revenue fell 35.2%, about 120 lost subscribers.', facts)).toBe(false);
    expect(citesOnly('Revenue fell sharply; check the payment flow.', facts)).toBe(true);
  });
});
