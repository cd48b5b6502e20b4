import type { LoadContext, LoadKind, Offered } from './contract.ts';

/** The order of kinds for `weights`: smooth weighted round-robin, so shares hold over any short window. */
export function weightedOrder(weights: readonly number[], length: number): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  const current = weights.map(() => 0);
  const order: number[] = [];
  for (let n = 0; n < length; n++) {
    let best = 0;
    for (let i = 0; i < weights.length; i++) {
      current[i]! += weights[i]!;
      if (current[i]! > current[best]!) best = i;
    }
    current[best]! -= total;
    order.push(best);
  }
  return order;
}

export interface RunningLoad {
  /** Everything offered so far (finished offers only). */
  offered: Offered[];
  /** Offers sent and not yet finished. */
  inFlight(): number;
  /** Stops offering; resolves when every offer in flight has finished. */
  stop(): Promise<void>;
}

/**
 * An open-loop load at `rate` offers a second: offers are sent on the clock whether earlier
 * ones have been answered or not (a closed loop would slow down with the product and hide an
 * outage's backlog). An offer that throws is a harness bug and stops the run.
 */
export function startLoad(ctx: LoadContext, kinds: readonly LoadKind[], rate: number, onError: (err: unknown) => void): RunningLoad {
  const offered: Offered[] = [];
  const pending = new Set<Promise<void>>();
  const plan = weightedOrder(kinds.map((k) => k.weight), 100_000);
  const seqOfKind = kinds.map(() => 0);
  const started = Date.now();
  let sent = 0;
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    // Catch up on the clock (timers drift under load): the offered rate is the rate asked for.
    const due = Math.floor(((Date.now() - started) / 1000) * rate);
    while (sent < due) {
      const i = plan[sent % plan.length]!;
      sent++;
      const offer = kinds[i]!.offer(ctx, seqOfKind[i]!++).then(
        (o) => void offered.push(o),
        (err: unknown) => onError(err),
      );
      pending.add(offer);
      void offer.finally(() => pending.delete(offer));
    }
    timer = setTimeout(tick, Math.max(5, Math.round(1000 / rate / 2)));
  };
  let timer = setTimeout(tick, 0);
  return {
    offered,
    inFlight: () => pending.size,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
