import { TARGETS, type Figures, type Rounds } from './figures.ts';
import type { Machine } from './machine.ts';

export interface Settings {
  threads: number;
  connections: number;
  rounds: number;
  seconds: number;
  warmUpSeconds: number;
  rate: number;
  rateSeconds: number;
  rateSockets: number;
}

export interface Run {
  date: Date;
  machine: Machine;
  wrkVersion: string;
  settings: Settings;
  rounds: Rounds;
  figures: Figures;
}

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => `${n.toFixed(1)} ms`;
const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
const verdict = (met: boolean) => (met ? 'met' : 'missed');

/** The two lines of figures, as a Markdown table (also printed to the terminal). */
export function figuresTable(f: Figures): string {
  return [
    '| target | requests/s (wrk) | p99 (wrk) | |',
    '| --- | ---: | ---: | --- |',
    `| bare Koa hello-world | ${int(f.bareRps)} | ${ms(f.bareP99Ms)} | |`,
    `| GET /api/auth/me | ${int(f.meRps)} | ${ms(f.meP99Ms)} | ${pct(f.ratio)} of bare Koa |`,
  ].join('\n');
}

export function atRateTable(f: Figures, rate: number): string {
  const row = (what: string, r: Figures['atRate']) => `| ${what} | ${ms(r.p50Ms)} | ${ms(r.p99Ms)} | ${ms(r.maxMs)} | ${int(r.achieved)} |`;
  return [
    `| at a fixed ${int(rate)} requests/s | p50 | p99 | max | requests/s achieved |`,
    '| --- | ---: | ---: | ---: | ---: |',
    row('GET /api/auth/me', f.atRate),
    row('bare Koa (the floor of the measurement)', f.bareAtRate),
  ].join('\n');
}

export function targetLines(f: Figures, rate: number): string[] {
  return [
    `- at least ${pct(TARGETS.ratio)} of bare Koa's requests/s: **${verdict(f.ratioMet)}** (${pct(f.ratio)})`,
    `- p99 under ${TARGETS.p99Ms} ms at ${int(rate)} requests/s: **${verdict(f.p99Met)}** (${ms(f.atRate.p99Ms)})`,
  ];
}

function roundsTable(rounds: Rounds): string {
  const lines = ['| round | bare Koa req/s | /api/auth/me req/s | ratio |', '| ---: | ---: | ---: | ---: |'];
  rounds.bare.forEach((bare, i) => {
    const me = rounds.me[i]!;
    lines.push(`| ${i + 1} | ${int(bare.requestsPerSecond)} | ${int(me.requestsPerSecond)} | ${pct(me.requestsPerSecond / bare.requestsPerSecond)} |`);
  });
  return lines.join('\n');
}

/** bench/README.md, rewritten by every run. */
export function readme(run: Run): string {
  const { settings: s, figures: f, machine: m } = run;
  const passed = f.ratioMet && f.p99Met;
  return `# Benchmarks

Run with \`node bench/run.ts\` (\`npm test\` runs \`node bench/run.ts --check\`, which exits
non-zero when a target is missed; \`--profile\` also writes a CPU profile of the web process to
\`test-results/bench-profile/\`). The figures below are from the last run and are rewritten by
every run.

## GET /api/auth/me against bare Koa

**What.** The signed-in read \`GET /api/auth/me\` through every middleware of the real web
process (request id and its log line, error handler, security headers, CORS check, the router,
body-parser check, JWT verification, the session-and-user read, JSON answer), started as
production runs it: \`node api/server.ts\` with \`NODE_ENV=production\`, sandbox off,
\`LOG_LEVEL=info\` (one line per request, written to \`test-results/bench-web.log\`), Postgres
(a database of the run's own, \`platform_bench_<random>\`) and Redis (a queue prefix of its
own). Against it: a Koa app answering "Hello World" with no middleware, as a process of its
own, in the same run on the same machine. The user is signed in without Google: a user row, a
session made by \`startSession\` and an access token by \`createAccessTokens\` with the web
process's \`JWT_SECRET\`.

**How.** Throughput: wrk (closed loop), ${s.threads} thread${s.threads === 1 ? '' : 's'}, ${s.connections} connections,
keep-alive, the same settings for both. After a ${s.warmUpSeconds} s warm-up of each, ${s.rounds}
rounds of ${s.seconds} s alternate (bare Koa, then /api/auth/me); the requests/s and p99 are the
medians of the rounds, the ratio is the median of the rounds' own ratios. wrk, both servers and
Postgres share ${m.cores} cores, so absolute figures move from run to run; only the ratio within
one run means much. One wrk thread does not saturate bare Koa here (its process was about 30%
idle in a CPU profile), so bare Koa's figure is partly wrk's own ceiling; /api/auth/me keeps its
process busy. Latency under a steady load: an open loop (bench/fixed-rate.ts) offering a fixed
${int(s.rate)} requests/s for ${s.rateSeconds} s (keep-alive, up to ${s.rateSockets} sockets), first to
/api/auth/me, then to bare Koa; each latency counts from when its request was due, so a stall
cannot hide by slowing the load (no coordinated omission). autocannon's \`overallRate\` is not
used: it sends each connection's share of a second in one burst and its coordinated-omission
correction assumes 1 ms between requests (measured side by side here on 2026-11-22: p99 7-27 ms
with autocannon where the open loop measured 2-5 ms).

**Machine.** ${m.cores} cores (\`nproc\`; ${m.cpu}), memory ${m.memory}, Node ${m.node},
${run.wrkVersion}, loopback.

### Last run: ${run.date.toISOString().slice(0, 16).replace('T', ' ')} UTC

${figuresTable(f)}

${atRateTable(f, s.rate)}

<details><summary>Rounds</summary>

${roundsTable(run.rounds)}

</details>

Targets:

${targetLines(f, s.rate).join('\n')}

**${passed ? 'PASS' : 'FAIL'}**: ${passed ? 'both targets met' : 'a target was missed'}.

### What it took

See docs/decisions.md. The session-and-user read is cached in the web process for
\`ACCESS_CACHE_SECONDS\` (5 s): one Postgres read per request costs about 85% of bare Koa's
throughput here. Verified JWTs are remembered until they expire. The per-request child logger
is made only when used, request lines skip redaction, and log lines are written
asynchronously in batches.
`;
}
