import { describe, expect, it } from 'vitest';
import type { Answer, Offered } from '../contract.ts';
import { READS, type Reader } from './read-requests.ts';
import { countReads } from './reads-audit.ts';

const offer = (key: string, ...tries: Answer[]): Offered => ({ kind: 'read', key, at: 0, tries, accepted: tries.at(-1)!.status === 200 });
const reader: Reader = { userId: '11111111-1111-4111-8111-111111111111', token: 't', subscriptionStart: '2026-11-27T09:00:00.000Z' };
const read = (name: string) => READS.find((r) => r.name === name)!;

describe('counting reads', () => {
  it('counts every 2xx once, nothing lost or doubled, and names each wrong body and refused reader', () => {
    const offered = [offer('a', { at: 0, status: 200, ms: 1 }), offer('b', { at: 0, status: 200, ms: 1 }), offer('c', { at: 0, status: 503, ms: 1, error: 'service_unavailable', message: 'Database down' }), offer('d', { at: 0, status: 401, ms: 1, error: 'unauthorized' })];
    const result = countReads('read', offered, new Map([['b', 'answered user x to user y']]));
    expect(result).toMatchObject({ kind: 'read', accepted: 2, exactlyOnce: 2, lost: 0, doubled: 0, effect: 'none (reads)' });
    expect(result.problems).toHaveLength(2);
    expect(result.problems[0]).toMatch(/^b: 2xx with a wrong body: answered user x/);
    expect(result.problems[1]).toMatch(/^d: a signed-in reader was refused with 401/);
  });

  it('reports no problem for right answers and refusals with 503', () => {
    expect(countReads('read', [offer('a', { at: 0, status: 200, ms: 1 }), offer('c', { at: 0, status: 503, ms: 1 })], new Map()).problems).toEqual([]);
  });
});

describe('checking a read body', () => {
  const user = { id: reader.userId, name: 'R', email: 'r@example.com', avatar: null, role: 'user' };
  it('takes /me for this reader and refuses another user', () => {
    expect(read('me').wrongBody({ user }, reader)).toBeNull();
    expect(read('me').wrongBody({ user: { ...user, id: '22222222-2222-4222-8222-222222222222' } }, reader)).toMatch(/answered user 2222/);
    expect(read('me').wrongBody({ nope: true }, reader)).toMatch(/not a \/me answer/);
  });

  it('takes the status of this reader subscription only', () => {
    const status = { hasSubscription: true, status: 'ACTIVE', plan: 'MONTHLY', amount: 2100, startDate: reader.subscriptionStart, endDate: '2026-12-27T09:00:00.000Z', canUsePremiumFeatures: true, refundDaysLeft: 7 };
    expect(read('subscription').wrongBody(status, reader)).toBeNull();
    expect(read('subscription').wrongBody({ ...status, startDate: '2026-11-27T08:59:00.000Z' }, reader)).toMatch(/started 2026-11-27T08:59/);
    expect(read('subscription').wrongBody({ ...status, hasSubscription: false, status: 'NONE', canUsePremiumFeatures: false }, reader)).toMatch(/answered NONE/);
  });

  it('takes an empty digest list only', () => {
    expect(read('digests').wrongBody({ preferences: [] }, reader)).toBeNull();
    expect(read('digests').wrongBody({ preferences: 'x' }, reader)).toMatch(/not a digest list/);
  });
});
