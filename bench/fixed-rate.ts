import { Agent, request } from 'node:http';

export interface FixedRateResult {
  rate: number;
  achieved: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  failures: number;
  /** The first failure, to name it (a status or a socket error). */
  firstFailure?: string;
}

/** The p-th percentile of ascending `sorted` (nearest rank). */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/**
 * A fixed offered load, which wrk cannot hold. Neither can autocannon's overallRate: each
 * connection sends its share of a second back to back and then waits for the next second (a
 * burst at full concurrency every second), and its coordinated-omission correction assumes
 * 1 ms between requests; both inflate its p99 several times over. So this is a plain open
 * loop: request i is due at start + i/rate whatever became of the earlier ones, and its
 * latency counts from when it was due. A stall of the server (or of this loop, whose timers
 * wake up to about a millisecond late) shows in the figures instead of slowing the load down.
 */
export async function fixedRate(
  url: string,
  options: {
    rate: number;
    seconds: number;
    maxSockets: number;
    headers?: Record<string, string>;
    signal?: AbortSignal;
    /** A POST of this body as request i (the webhook's updates); a GET without it. */
    body?: (i: number) => string;
  },
): Promise<FixedRateResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.maxSockets });
  const total = Math.round(options.rate * options.seconds);
  const latencies: number[] = [];
  let failures = 0;
  let firstFailure: string | undefined;
  const failed = (why: string) => {
    failures++;
    firstFailure ??= why;
  };
  const inFlight = new Set<Promise<void>>();

  const send = (due: number, index: number) => {
    const done = new Promise<void>((resolve) => {
      const body = options.body?.(index);
      const method = body === undefined ? 'GET' : 'POST';
      const req = request(url, { agent, method, headers: options.headers }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode !== undefined && res.statusCode >= 200 && res.statusCode < 300) latencies.push(performance.now() - due);
          else failed(`HTTP ${res.statusCode}`);
          resolve();
        });
      });
      req.on('error', (err: NodeJS.ErrnoException) => {
        failed(err.code ?? err.message);
        resolve();
      });
      req.end(body);
    });
    inFlight.add(done);
    void done.then(() => inFlight.delete(done));
  };

  const start = performance.now();
  const interval = 1000 / options.rate;
  try {
    for (let sent = 0; sent < total; ) {
      options.signal?.throwIfAborted();
      const now = performance.now();
      for (; sent < total && start + sent * interval <= now; sent++) send(start + sent * interval, sent);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, start + sent * interval - performance.now())));
    }
    await Promise.all(inFlight);
  } finally {
    agent.destroy();
  }
  const elapsed = (performance.now() - start) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    rate: options.rate,
    achieved: (latencies.length + failures) / elapsed,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.at(-1) ?? NaN,
    failures,
    firstFailure,
  };
}
