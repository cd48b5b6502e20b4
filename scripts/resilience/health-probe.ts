/** What the web process's probes said during one fault, sampled every 250 ms. */
export interface ProbeFigures {
  samples: number;
  /** GET /api/health/live answered 200 (the process is alive: a supervisor leaves it be). */
  liveOk: number;
  /** GET /api/health/ready answered 503 (a dependency is down: a load balancer sends it nothing). */
  notReady: number;
  /** Neither answered: the web process itself was away. */
  noAnswer: number;
}

const status = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(2000) }).then(
    (res) => res.status,
    () => 0,
  );

/**
 * Samples liveness and readiness apart during a fault: while a dependency is down the web
 * process must stay live (200) and say it is not ready (503), so that a supervisor does not
 * restart it for what a restart cannot fix while the load balancer holds traffic back.
 */
export function probeHealth(baseUrl: string): { stop(): Promise<ProbeFigures> } {
  const figures: ProbeFigures = { samples: 0, liveOk: 0, notReady: 0, noAnswer: 0 };
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const [live, ready] = await Promise.all([status(`${baseUrl}/api/health/live`), status(`${baseUrl}/api/health/ready`)]);
      figures.samples++;
      if (live === 200) figures.liveOk++;
      if (ready === 503) figures.notReady++;
      if (live === 0 && ready === 0) figures.noAnswer++;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      return figures;
    },
  };
}
