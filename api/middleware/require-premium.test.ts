import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import type { Subscription, User } from '../../db/index.ts';
import type { SubscriptionCache } from '../../core/domain/subscription/status-cache.ts';
import { AppError } from '../../core/errors.ts';
import { requirePremium } from './require-premium.ts';

const user = { id: 'u1' } as User;
const grace = 72 * 3_600_000;
const cacheWith = (s: Partial<Subscription> | null): SubscriptionCache => ({ graceMs: grace, get: () => Promise.resolve(s as Subscription | null), forget: () => undefined });
const ctx = () => ({ state: { user } }) as unknown as Context;
const hour = 3_600_000;

async function gate(s: Partial<Subscription> | null): Promise<'passed' | AppError> {
  let passed = false;
  try {
    await requirePremium(cacheWith(s), 'youtube-commenter')(ctx(), () => {
      passed = true;
      return Promise.resolve();
    });
    return passed ? 'passed' : new AppError('bad_request', 'next not called');
  } catch (err) {
    return err as AppError;
  }
}

describe('the premium gate', () => {
  it('lets an ACTIVE subscriber through, through the renewal retries after the period end', async () => {
    expect(await gate({ status: 'ACTIVE', endDate: new Date(Date.now() + hour) })).toBe('passed');
    expect(await gate({ status: 'ACTIVE', endDate: new Date(Date.now() - hour) })).toBe('passed');
  });

  it('refuses an ACTIVE row whose paid period and grace are over: no stuck workflow extends access', async () => {
    const stale = await gate({ status: 'ACTIVE', endDate: new Date(Date.now() - grace - hour) });
    expect(stale).toBeInstanceOf(AppError);
    expect((stale as AppError).code).toBe('premium_required');
    expect(await gate({ status: 'ACTIVE', endDate: null })).toBeInstanceOf(AppError);
  });

  it('lets a CANCELED subscriber through until the end date, not after', async () => {
    expect(await gate({ status: 'CANCELED', endDate: new Date(Date.now() + hour) })).toBe('passed');
    const after = await gate({ status: 'CANCELED', endDate: new Date(Date.now() - 1) });
    expect(after).toBeInstanceOf(AppError);
  });

  it.each([null, { status: 'PAST_DUE' as const }, { status: 'EXPIRED' as const }, { status: 'PENDING' as const }])('refuses %j with 403 premium_required', async (s) => {
    const refused = await gate(s);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 403, code: 'premium_required', message: 'An active subscription is needed to use youtube-commenter' });
  });
});
