import { describe, expect, it } from 'vitest';
import { queryResponse } from '../testing/fixtures';
import { RESULT_LIFETIME_MS, savedQuery, STORAGE_KEYS } from './saved-query';

describe('the saved question (spec 7: local storage; spec 9: the result lasts 1 hour)', () => {
  it('keeps the question, the result with its timestamp and the loading flag, per user', () => {
    const anna = savedQuery('anna');
    anna.setQuestion('Why did revenue drop?');
    anna.setLoading(true);
    const saved = { query: 'Why did revenue drop?', result: queryResponse(), timestamp: Date.now() };
    anna.setResult(saved);
    expect([anna.question(), anna.loading(), anna.result()]).toEqual(['Why did revenue drop?', true, saved]);
    expect(JSON.parse(localStorage.getItem(`${STORAGE_KEYS.result}:anna`) ?? '')).toEqual(saved);
    // Another person on the same browser sees none of it.
    const olga = savedQuery('olga');
    expect([olga.question(), olga.loading(), olga.result()]).toEqual(['', false, null]);
  });

  it('drops a result once its hour is up', () => {
    const store = savedQuery('anna');
    const timestamp = Date.parse('2026-03-10T12:00:00.000Z');
    store.setResult({ query: 'q', result: queryResponse(), timestamp });
    expect(RESULT_LIFETIME_MS).toBe(3_600_000);
    expect(store.result(timestamp + RESULT_LIFETIME_MS - 1)).not.toBeNull();
    expect(store.result(timestamp + RESULT_LIFETIME_MS)).toBeNull();
    expect(localStorage.getItem(`${STORAGE_KEYS.result}:anna`)).toBeNull();
  });

  it('drops a result that no longer reads as the contract says', () => {
    localStorage.setItem(`${STORAGE_KEYS.result}:anna`, JSON.stringify({ query: 'q', result: { answer: 1 }, timestamp: Date.now() }));
    expect(savedQuery('anna').result()).toBeNull();
    localStorage.setItem(`${STORAGE_KEYS.result}:anna`, '{broken');
    expect(savedQuery('anna').result()).toBeNull();
  });
});
