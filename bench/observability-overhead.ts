import { freePort } from '../scripts/test/free-port.ts';
import type { Cleanup } from './cleanup.ts';
import type { CpuPinning } from './cpu-pinning.ts';
import { median } from './median.ts';
import { startWeb } from './processes.ts';
import { withServerCpu } from './server-cpu.ts';
import { wrk, type WrkOptions, type WrkResult } from './wrk.ts';

/**
 * Issue 17's cost of observability on the signed-in read: the same GET /api/auth/me on two web
 * processes of the same build, one with metrics and request-id propagation on (production's
 * defaults: the HTTP histogram, the AsyncLocalStorage around each request, the logger's mixin,
 * the /metrics server), one with both off (METRICS_ENABLED=false, REQUEST_ID_PROPAGATION=false),
 * both pinned to the server core, measured in interleaved rounds of the same run.
 */
export interface ObservabilitySettings {
  rounds: number;
  seconds: number;
  warmUpSeconds: number;
}

/** The overhead (CPU per request on over off, minus 1) aimed for, and the one that fails the gate. */
export const OBSERVABILITY_TARGET = 0.05;
export const OBSERVABILITY_FLOOR = 0.15;

type Measured = WrkResult & { cpuPerRequestUs: number };

export interface ObservabilityResult {
  rounds: { on: Measured; off: Measured; overhead: number }[];
  /** Median of the rounds' overheads: what the target and floor judge. */
  overhead: number;
  onUs: number;
  offUs: number;
  onRps: number;
  offRps: number;
  /** Requests the `on` process's histogram counted for the route: proof the instrumentation ran. */
  observed: number;
  verdict: 'met' | 'missed' | 'failed';
}

export interface ObservabilityRun {
  /** The web process's env for a port (bench/web-env.ts). */
  env: (port: number) => Record<string, string>;
  auth: Record<string, string>;
  load: Omit<WrkOptions, 'seconds' | 'headers'>;
  pinning: CpuPinning;
  logDir: URL;
  cleanup: Cleanup;
  signal: AbortSignal;
  /** CPU-profile both processes into this directory (node --cpu-prof), to see where a difference goes. */
  profileDir?: string;
  /** What 'on' switches on; both by default (one alone to see what each costs). */
  on?: { metrics: boolean; requestId: boolean };
}

async function startVariant(name: 'on' | 'off', run: ObservabilityRun, extra: Record<string, string>) {
  const port = await freePort();
  return startWeb(run.cleanup, {
    port,
    logPath: new URL(`bench-observability-${name}-web.log`, run.logDir).pathname,
    nodeArgs: run.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${run.profileDir}/${name}`] : [],
    readyPath: '/api/auth/me',
    headers: run.auth,
    signal: run.signal,
    wrap: run.pinning.server,
    env: { ...run.env(port), ...extra },
  });
}

/** The count of GET /api/auth/me answered 2xx in a /metrics text. */
function meCount(text: string): number {
  const line = text.split('\n').find((l) => l.startsWith('http_request_duration_seconds_count{') && l.includes('route="/api/auth/me"') && l.includes('method="GET"') && l.includes('status_class="2xx"'));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

export async function measureObservabilityOverhead(settings: ObservabilitySettings, run: ObservabilityRun): Promise<ObservabilityResult> {
  const metricsPort = await freePort();
  const { metrics, requestId } = run.on ?? { metrics: true, requestId: true };
  const on = await startVariant('on', run, { METRICS_ENABLED: String(metrics), REQUEST_ID_PROPAGATION: String(requestId), METRICS_PORT: String(metricsPort), METRICS_HOST: '127.0.0.1' });
  const off = await startVariant('off', run, { METRICS_ENABLED: 'false', REQUEST_ID_PROPAGATION: 'false' });
  const me = (url: string) => `${url}/api/auth/me`;
  const load = { ...run.load, headers: run.auth, signal: run.signal };
  await wrk(me(off.url), { ...load, seconds: settings.warmUpSeconds });
  await wrk(me(on.url), { ...load, seconds: settings.warmUpSeconds });
  const rounds: ObservabilityResult['rounds'] = [];
  for (let round = 1; round <= settings.rounds; round++) {
    // Alternating which goes first: a drift of the machine within a round favours neither.
    const measure = (server: { url: string; pid: number }) => withServerCpu(server.pid, () => wrk(me(server.url), { ...load, seconds: settings.seconds }));
    const [first, second] = round % 2 ? [off, on] : [on, off];
    const a = await measure(first);
    const b = await measure(second);
    const [offRound, onRound] = first === off ? [a, b] : [b, a];
    for (const [what, r] of [['off', offRound], ['on', onRound]] as const) {
      if (r.failures > 0) throw new Error(`observability ${what}: ${r.failures} of ${r.requests} requests failed in round ${round}`);
    }
    const overhead = onRound.cpuPerRequestUs / offRound.cpuPerRequestUs - 1;
    rounds.push({ on: onRound, off: offRound, overhead });
    console.log(
      `  round ${round}: off ${Math.round(offRound.requestsPerSecond)} req/s ${offRound.cpuPerRequestUs.toFixed(1)} µs, on ${Math.round(onRound.requestsPerSecond)} req/s ${onRound.cpuPerRequestUs.toFixed(1)} µs (${(overhead * 100).toFixed(1)}%)`,
    );
  }
  const observed = metrics ? meCount(await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text()) : 0;
  const measuredOn = rounds.reduce((sum, r) => sum + r.on.requests, 0);
  if (metrics && observed < measuredOn) throw new Error(`the 'on' process's histogram counted ${observed} GET /api/auth/me, fewer than the ${measuredOn} measured: the instrumentation did not run`);
  const overhead = median(rounds.map((r) => r.overhead));
  return {
    rounds,
    overhead,
    onUs: median(rounds.map((r) => r.on.cpuPerRequestUs)),
    offUs: median(rounds.map((r) => r.off.cpuPerRequestUs)),
    onRps: median(rounds.map((r) => r.on.requestsPerSecond)),
    offRps: median(rounds.map((r) => r.off.requestsPerSecond)),
    observed,
    verdict: overhead < OBSERVABILITY_TARGET ? 'met' : overhead < OBSERVABILITY_FLOOR ? 'missed' : 'failed',
  };
}
