import type { Answer, AuditResult, Offered } from './load/contract.ts';
import type { FaultWindow } from './faults.ts';
import type { ProbeFigures } from './health-probe.ts';

const isOk = (a: Answer) => a.status >= 200 && a.status < 300;

/** The p-th percentile (nearest rank) of `values`; null when there are none. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export interface LatencyRow {
  kind: string;
  count: number;
  p50: number | null;
  p99: number | null;
}

/** p50/p99 of the successful answers sent within [from, to), per kind and for all kinds together ('all'). */
export function latencies(offered: readonly Offered[], windows: ReadonlyArray<{ from: number; to: number }>): LatencyRow[] {
  const inside = (at: number) => windows.some((w) => at >= w.from && at < w.to);
  const byKind = new Map<string, number[]>();
  for (const offer of offered) {
    for (const answer of offer.tries) {
      if (!isOk(answer) || !inside(answer.at)) continue;
      byKind.set(offer.kind, [...(byKind.get(offer.kind) ?? []), answer.ms]);
      byKind.set('all', [...(byKind.get('all') ?? []), answer.ms]);
    }
  }
  return [...byKind].map(([kind, ms]) => ({ kind, count: ms.length, p50: percentile(ms, 50), p99: percentile(ms, 99) })).sort((a, b) => (a.kind === 'all' ? 1 : b.kind === 'all' ? -1 : a.kind.localeCompare(b.kind)));
}

export interface FaultFigures {
  name: string;
  /** How long the part was down (our action: stop to started again). */
  downMs: number;
  /** From the part being back to the first successful answer of every kind refused during the fault (null: none was refused). */
  recoveryMs: number | null;
  /** Kinds with a refusal in the window that had no success after the part came back. */
  unrecovered: string[];
  /** Answers other than 2xx sent in the window, by status ('no answer' for 0). */
  refused: Record<string, number>;
  /** 5xx other than 503 in the window: never acceptable. */
  serverErrors: number;
  lost: number;
  doubled: number;
  probes: ProbeFigures;
}

/**
 * Each fault's figures from every answer: the window runs from the fault's start to the end of
 * its settle time; lost and doubled offers are placed in the window they were first sent in.
 */
export function faultFigures(offered: readonly Offered[], windows: readonly FaultWindow[], audits: readonly AuditResult[]): FaultFigures[] {
  const lostKeys = new Set(audits.flatMap((a) => a.lostKeys.map((k) => `${a.kind}\u0000${k}`)));
  const doubledKeys = new Set(audits.flatMap((a) => a.doubledKeys.map((k) => `${a.kind}\u0000${k}`)));
  return windows.map((w, i) => {
    const until = windows[i + 1]?.start ?? w.end;
    const refused: Record<string, number> = {};
    let serverErrors = 0;
    const refusedKinds = new Set<string>();
    const firstOkAfterBack = new Map<string, number>();
    for (const offer of offered) {
      for (const answer of offer.tries) {
        if (answer.at < w.start || answer.at >= until) continue;
        if (isOk(answer)) {
          const done = answer.at + answer.ms;
          if (done >= w.back && (firstOkAfterBack.get(offer.kind) ?? Infinity) > done) firstOkAfterBack.set(offer.kind, done);
          continue;
        }
        const label = answer.status === 0 ? 'no answer' : String(answer.status);
        refused[label] = (refused[label] ?? 0) + 1;
        if (answer.status >= 500 && answer.status !== 503) serverErrors++;
        refusedKinds.add(offer.kind);
      }
    }
    const unrecovered = [...refusedKinds].filter((k) => !firstOkAfterBack.has(k));
    const recovered = [...refusedKinds].map((k) => firstOkAfterBack.get(k)).filter((t): t is number => t !== undefined);
    const sentIn = (kind: string, key: string) => offered.find((o) => o.kind === kind && o.key === key)?.at;
    const placed = (keys: Set<string>) =>
      [...keys].filter((k) => {
        const [kind, key] = k.split('\u0000') as [string, string];
        const at = sentIn(kind, key);
        return at !== undefined && at >= w.start && at < until;
      }).length;
    return {
      name: w.name,
      downMs: w.back - w.down,
      recoveryMs: recovered.length === 0 ? null : Math.max(0, Math.max(...recovered) - w.back),
      unrecovered,
      refused,
      serverErrors,
      lost: placed(lostKeys),
      doubled: placed(doubledKeys),
      probes: w.probes,
    };
  });
}

/** Every 5xx but 503 a person got (a dependency down is a 503 with a message), and every 503 without a message to show. */
export function badAnswers(offered: readonly Offered[]): string[] {
  const problems: string[] = [];
  for (const offer of offered) {
    for (const answer of offer.tries) {
      if (answer.status >= 500 && answer.status !== 503) problems.push(`${offer.kind} ${offer.key}: ${answer.status} ${answer.error ?? ''} ${answer.message ?? ''}`.trim());
      if (answer.status === 503 && !answer.message) problems.push(`${offer.kind} ${offer.key}: 503 without a message`);
    }
  }
  return problems;
}
