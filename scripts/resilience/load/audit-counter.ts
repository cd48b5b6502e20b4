import type { AuditResult } from './contract.ts';

/** The running counts of one kind's audit: each call records one finding and its problem line. */
export interface AuditCounter {
  accept(): void;
  once(): void;
  lose(key: string, problem: string): void;
  /** `count` doubled effects named by `keys` (a digest sent twice cannot say which of its runs it was). */
  double(keys: string | readonly string[], problem: string, count?: number): void;
  problem(line: string): void;
  result(): AuditResult;
}

export function auditCounter(kind: string, effect: string): AuditCounter {
  const r: AuditResult = { kind, accepted: 0, exactlyOnce: 0, lost: 0, doubled: 0, lostKeys: [], doubledKeys: [], problems: [], effect };
  return {
    accept: () => void r.accepted++,
    once: () => void r.exactlyOnce++,
    lose(key, problem) {
      r.lost++;
      r.lostKeys.push(key);
      r.problems.push(problem);
    },
    double(keys, problem, count = 1) {
      r.doubled += count;
      r.doubledKeys.push(...(typeof keys === 'string' ? [keys] : keys));
      r.problems.push(problem);
    },
    problem: (line) => void r.problems.push(line),
    result: () => r,
  };
}
