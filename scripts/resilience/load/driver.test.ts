import { describe, expect, it } from 'vitest';
import type { LoadContext, LoadKind, Offered } from './contract.ts';
import { startLoad, weightedOrder } from './driver.ts';

describe('weightedOrder', () => {
  it('gives each kind its share in every window of one cycle', () => {
    const order = weightedOrder([4, 1, 3], 80);
    for (let start = 0; start < 80; start += 8) {
      const window = order.slice(start, start + 8);
      expect([0, 1, 2].map((k) => window.filter((i) => i === k).length)).toEqual([4, 1, 3]);
    }
  });
});

describe('startLoad', () => {
  it('keeps offering on the clock while earlier offers hang (an open loop)', async () => {
    let release!: () => void;
    const hang = new Promise<void>((resolve) => (release = resolve));
    const kind: LoadKind = {
      name: 'slow',
      weight: 1,
      setup: () => Promise.resolve(),
      offer: async (_ctx, seq): Promise<Offered> => {
        await hang;
        return { kind: 'slow', key: String(seq), at: Date.now(), tries: [], accepted: true };
      },
      audit: () => Promise.reject(new Error('not called')),
    };
    const load = startLoad({} as LoadContext, [kind], 50, (err) => {
      throw err;
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    // 50 a second for 0.4 s is ~20 offers, all still waiting for the first answer.
    expect(load.inFlight()).toBeGreaterThanOrEqual(15);
    expect(load.offered).toHaveLength(0);
    const stopped = load.stop();
    release();
    await stopped;
    expect(load.offered.length).toBeGreaterThanOrEqual(15);
    expect(new Set(load.offered.map((o) => o.key)).size).toBe(load.offered.length);
  });
});
