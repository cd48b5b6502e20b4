import { describe, expect, it } from 'vitest';
import type { Answer, AuditResult, Offered } from './load/contract.ts';
import { badAnswers, faultFigures, latencies, percentile } from './figures.ts';

const answer = (at: number, status: number, ms = 10, message?: string): Answer => ({ at, status, ms, ...(message ? { message } : {}) });
const offer = (kind: string, key: string, tries: Answer[]): Offered => ({ kind, key, at: tries[0]!.at, tries, accepted: tries.at(-1)!.status < 300 });
const audit = (kind: string, lostKeys: string[] = [], doubledKeys: string[] = []): AuditResult => ({ kind, accepted: 0, exactlyOnce: 0, lost: lostKeys.length, doubled: doubledKeys.length, lostKeys, doubledKeys, problems: [], effect: '' });

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNull();
  });
});

describe('latencies', () => {
  it('counts successful answers inside the windows, per kind and in all', () => {
    const rows = latencies(
      [offer('read', 'a', [answer(100, 200, 5)]), offer('read', 'b', [answer(150, 503, 1), answer(160, 200, 30)]), offer('telegram', 'c', [answer(900, 200, 8)])],
      [{ from: 0, to: 500 }],
    );
    expect(rows).toEqual([
      { kind: 'read', count: 2, p50: 5, p99: 30 },
      { kind: 'all', count: 2, p50: 5, p99: 30 },
    ]);
  });
});

describe('faultFigures', () => {
  const probes = { samples: 10, liveOk: 10, notReady: 4, noAnswer: 0 };
  const window = { name: 'Redis restarted', start: 1000, down: 1100, back: 4100, ready: 4500, end: 9000, probes };
  it('counts the refusals in the window by status, and the recovery from the part coming back', () => {
    const offered = [
      offer('telegram', 'u1', [answer(1200, 503, 3, 'try again'), answer(1800, 0, 10_000), answer(4200, 200, 50)]),
      offer('checkout', 'p1', [answer(1300, 503, 3, 'try again')]),
      offer('checkout', 'p2', [answer(5000, 201, 100)]),
      offer('read', 'r1', [answer(500, 200), answer(9500, 500)]),
    ];
    const [f] = faultFigures(offered, [window], [audit('checkout', ['p2']), audit('telegram', [], ['u1'])]);
    expect(f).toMatchObject({ name: 'Redis restarted', downMs: 3000, refused: { '503': 2, 'no answer': 1 }, serverErrors: 0, lost: 1, doubled: 1, unrecovered: [] });
    // checkout's first success after the part came back ended at 5100: 1000 ms after `back`.
    expect(f!.recoveryMs).toBe(1000);
  });

  it('names the kinds refused in the window that never succeeded after', () => {
    const [f] = faultFigures([offer('digest', 'd1', [answer(1200, 503, 5, 'x')])], [window], [audit('digest')]);
    expect(f!.unrecovered).toEqual(['digest']);
    expect(f!.recoveryMs).toBeNull();
  });

  it('places a lost offer in the window it was sent in, not the next', () => {
    const second = { ...window, name: 'web killed (-9)', start: 9000, down: 9100, back: 9200, ready: 9300, end: 12_000 };
    const figures = faultFigures([offer('checkout', 'late', [answer(9500, 201)])], [window, second], [audit('checkout', ['late'])]);
    expect(figures.map((f) => f.lost)).toEqual([0, 1]);
  });
});

describe('badAnswers', () => {
  it('flags a 500 and a 503 without a message, not a 503 with one or a 4xx', () => {
    const problems = badAnswers([offer('read', 'a', [answer(1, 500), answer(2, 503), answer(3, 503, 1, 'The service is briefly unavailable'), answer(4, 404), answer(5, 502)])]);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toContain('500');
    expect(problems[1]).toContain('503 without a message');
    expect(problems[2]).toContain('502');
  });
});
