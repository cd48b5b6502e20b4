import { OBSERVABILITY_FLOOR, OBSERVABILITY_TARGET, type ObservabilityResult, type ObservabilitySettings } from './observability-overhead.ts';

const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
const int = (n: number) => Math.round(n).toLocaleString('en-US');

/** The rounds and their medians. */
export function observabilityTable(r: ObservabilityResult): string {
  return [
    '| GET /api/auth/me | off: CPU per request | on: CPU per request | off: req/s | on: req/s | overhead (on / off − 1) |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...r.rounds.map((x, i) => `| round ${i + 1} | ${x.off.cpuPerRequestUs.toFixed(1)} µs | ${x.on.cpuPerRequestUs.toFixed(1)} µs | ${int(x.off.requestsPerSecond)} | ${int(x.on.requestsPerSecond)} | ${pct(x.overhead)} |`),
    `| **median** | **${r.offUs.toFixed(1)} µs** | **${r.onUs.toFixed(1)} µs** | **${int(r.offRps)}** | **${int(r.onRps)}** | **${pct(r.overhead)}** |`,
  ].join('\n');
}

export function observabilityVerdictLine(r: ObservabilityResult): string {
  const mark = r.verdict === 'met' ? 'met' : r.verdict === 'missed' ? `missed (within the floor of ${pct(OBSERVABILITY_FLOOR)})` : `FAILED (floor ${pct(OBSERVABILITY_FLOOR)})`;
  return `- metrics and request-id propagation cost the signed-in read under ${pct(OBSERVABILITY_TARGET)} of its CPU per request: ${pct(r.overhead)}, ${mark}`;
}

/** The section of bench/README.md. */
export function observabilitySection(r: ObservabilityResult, s: ObservabilitySettings): string {
  return `## Observability: the cost of metrics and the request id on the signed-in read

**What.** Issue 17's metrics and request-id propagation (docs/observability.md) on the
benchmarked signed-in read, GET /api/auth/me: per request, the AsyncLocalStorage the request runs
in, the logger's mixin reading it, and one observation of \`http_request_duration_seconds\`
(method, route template, status class); beside it the process serves \`/metrics\` on its own port.

**How.** Two web processes of the same build on the run's database, Redis and Temporal, both
pinned to the server core: one with production's defaults (\`METRICS_ENABLED=true\`,
\`REQUEST_ID_PROPAGATION=true\`), one with both off (no histogram, no AsyncLocalStorage, no
mixin, no /metrics server; its request logger binds the id as before). A warm-up of
${int(s.warmUpSeconds)} s each, then ${int(s.rounds)} interleaved rounds of ${int(s.seconds)} s each (the first of each pair alternates), wrk as for
the other signed-in reads; each round's overhead is the \`on\` process's CPU time per request
over the \`off\` one's, minus 1, and the figure is the median of the rounds' overheads (the ratio
of the same round's two measurements, which the machine's load moves far less than either).
The \`on\` process's own histogram must have counted every request measured or the run fails.
Target under ${pct(OBSERVABILITY_TARGET)}; the gate fails at ${pct(OBSERVABILITY_FLOOR)} or more (the rounds of the other signed-in
reads spread by several percent between runs on this machine; a per-request cost that doubled,
such as a child logger or a label hash built per request, reads well above it).

### Figures

${observabilityTable(r)}

${observabilityVerdictLine(r)}
`;
}
