import { z } from 'zod';
import { ANALYTICS_LIMITS, queryResponseSchema } from '../../../../../contracts/analytics.ts';

/** The last answer and when it came (spec 3 'Saved analytics query'), with the question it answers. */
const savedResultSchema = z.object({ query: z.string(), result: queryResponseSchema, timestamp: z.number() });
export type SavedResult = z.infer<typeof savedResultSchema>;

/** Spec 4 and 9: the last result is kept for 1 hour. */
export const RESULT_LIFETIME_MS = ANALYTICS_LIMITS.resultLifetimeMs;

export const STORAGE_KEYS = { query: 'analyticsQuery', result: 'analyticsResult', loading: 'analyticsLoading' } as const;

/** Local storage that may refuse (a private window, a full quota): then nothing is kept. */
function storage() {
  return {
    get: (key: string): string | null => {
      try {
        return localStorage.getItem(key);
      } catch {
        return null;
      }
    },
    set: (key: string, value: string) => {
      try {
        localStorage.setItem(key, value);
      } catch {
        // Not kept: the page works on without it.
      }
    },
    remove: (key: string) => {
      try {
        localStorage.removeItem(key);
      } catch {
        // Nothing to forget.
      }
    },
  };
}

/** A stored result as the contract says it, or null for anything else (an older shape, broken JSON). */
function readSaved(text: string): SavedResult | null {
  try {
    const parsed = savedResultSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const isExpired = (saved: Pick<SavedResult, 'timestamp'>, now: number): boolean => now - saved.timestamp >= RESULT_LIFETIME_MS;

/**
 * Spec 7: the last question, the result with its timestamp and a loading flag live in local
 * storage, under keys of the signed-in user (one browser, two people: neither sees the other's
 * answer). A result older than an hour, or one that no longer reads as the contract says, is dropped.
 */
export function savedQuery(userId: string) {
  const store = storage();
  const key = (name: keyof typeof STORAGE_KEYS) => `${STORAGE_KEYS[name]}:${userId}`;
  return {
    question: (): string => store.get(key('query')) ?? '',
    setQuestion: (text: string) => store.set(key('query'), text),
    result(now = Date.now()): SavedResult | null {
      const text = store.get(key('result'));
      if (text === null) return null;
      const saved = readSaved(text);
      if (saved === null || isExpired(saved, now)) {
        store.remove(key('result'));
        return null;
      }
      return saved;
    },
    setResult: (saved: SavedResult) => store.set(key('result'), JSON.stringify(saved)),
    clearResult: () => store.remove(key('result')),
    loading: (): boolean => store.get(key('loading')) === 'true',
    setLoading: (loading: boolean) => store.set(key('loading'), String(loading)),
  };
}
export type SavedQuery = ReturnType<typeof savedQuery>;
