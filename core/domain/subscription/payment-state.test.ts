import { describe, expect, it } from 'vitest';
import { confirmedLate, nextPaymentStatus } from './payment-state.ts';

describe("a payment's status moves only forward, and money that arrives always counts", () => {
  it('a confirmation after a decline (another card at the form) or after we stopped waiting is taken', () => {
    expect(nextPaymentStatus('REJECTED', 'CONFIRMED')).toBe('CONFIRMED');
    expect(nextPaymentStatus('EXPIRED', 'CONFIRMED')).toBe('CONFIRMED');
    expect(nextPaymentStatus('PENDING', 'CONFIRMED')).toBe('CONFIRMED');
    expect(confirmedLate('REJECTED', 'CONFIRMED')).toBe(true);
    expect(confirmedLate('EXPIRED', 'CONFIRMED')).toBe(true);
    expect(confirmedLate('PENDING', 'CONFIRMED')).toBe(false);
  });

  it('a late or repeated report never undoes a later state', () => {
    expect(nextPaymentStatus('CONFIRMED', 'REJECTED')).toBeNull();
    expect(nextPaymentStatus('CONFIRMED', 'PENDING')).toBeNull();
    expect(nextPaymentStatus('CONFIRMED', 'CONFIRMED')).toBeNull();
    expect(nextPaymentStatus('REFUNDED', 'CONFIRMED')).toBeNull();
    expect(nextPaymentStatus('REJECTED', 'PENDING')).toBeNull();
    expect(nextPaymentStatus('PENDING', 'REJECTED')).toBe('REJECTED');
  });

  it('only confirmed money can be refunded', () => {
    expect(nextPaymentStatus('CONFIRMED', 'REFUNDED')).toBe('REFUNDED');
    expect(nextPaymentStatus('PENDING', 'REFUNDED')).toBeNull();
    expect(nextPaymentStatus('REJECTED', 'REFUNDED')).toBeNull();
  });
});
