import { FLOORS, TARGETS, type Judged, type Measured, type TargetName } from './figures.ts';
import { homeworkRegradeTable } from './homework-regrade-report.ts';
import { createPaymentTable, target, verdictLine, type Settings } from './report.ts';
import { gradebookTable } from './report-gradebook.ts';

/**
 * What the gate prints (it never writes bench/README.md): the tables of the parts that have
 * one, then every measured target with its figure, its target and the floor it was held to in
 * this run. The rounds' own figures were printed as they were measured.
 */
export function gateReport(m: Partial<Measured>, judged: Judged, s: Settings): string {
  const tables = [
    m.createPayment && createPaymentTable({ createPayment: m.createPayment }),
    m.gradebook && gradebookTable({ gradebook: m.gradebook }),
    m.homeworkRegrade && homeworkRegradeTable({ homeworkRegrade: m.homeworkRegrade }),
  ].filter((t): t is string => Boolean(t));
  const rows = (Object.keys(judged.values) as TargetName[]).map((name) => {
    const { promise, format } = target(name, s, m);
    return `| ${promise} | ${format(judged.values[name]!)} | ${format(TARGETS[name])} | ${format(judged.floors[name])} | ${judged.verdicts[name]} |`;
  });
  return [...tables, ['| the gate: target | figure | target | floor (this run) | verdict |', '| --- | ---: | ---: | ---: | --- |', ...rows].join('\n')].join('\n\n');
}

/** The warnings and failures under the table, as a full run prints them. */
export function gateVerdicts(m: Partial<Measured>, judged: Judged, s: Settings): { missed: string[]; failed: string[] } {
  const lines = (verdict: string) =>
    (Object.keys(judged.verdicts) as TargetName[]).filter((name) => judged.verdicts[name] === verdict).map((name) => verdictLine({ ...m, ...judged }, name, s));
  return { missed: lines('missed'), failed: lines('failed') };
}

const size = (n: number) => n.toLocaleString('en-US');
/** The ms of requests at the rate whose delay sits above a round's p99: a stall must last this long more than the floor. */
const stalled = (s: Settings) => (s.rateSeconds * 1000) / 100;

/**
 * bench/README.md's account of the gate: what each gated part measures there against a full
 * run, and why its floor, the same as a full run's, still fails a real regression and not the
 * noise of the loaded machine. From the settings, so it cannot drift from them.
 */
export function gateSection(full: Settings, gate: Settings): string {
  const [f, g] = [full, gate];
  const rows = [
    [
      'GET /api/auth/me against bare Koa (CPU time per request)',
      `${f.rounds} rounds of ${f.seconds} s, /api/subscription/status in each`,
      `${g.rounds} rounds of ${g.seconds} s, bare Koa and /api/auth/me only`,
      `Rounds of 4 s in groups of 5 are what the floor was set on (see "Why CPU time per request" below): good code's medians of 5 read 26.4% to 36.4%, twice the work per request 15.0% to 16.0% in every round. The status read is the same path plus one cached read; \`npm run bench\` measures it.`,
    ],
    [
      `GET /api/auth/me p99 at ${size(f.rate)}/s`,
      `${f.rateRounds} rounds of ${f.rateSeconds} s after ${f.rateWarmUpSeconds} s`,
      `${g.rateRounds} rounds of ${g.rateSeconds} s after ${g.rateWarmUpSeconds} s`,
      `The floor stands on bare Koa's p99 in the same rounds. A round of ${size(g.rate * g.rateSeconds)} requests has its p99 at the ${size((g.rate * g.rateSeconds) / 100)}th slowest, so a stall of the web process alone must last about ${(FLOORS.p99Ms + stalled(g)).toFixed(0)} ms in two rounds of three to fail (stalls seen: 80 to 130 ms, in the first seconds after the wrk rounds, which the warm-up covers: they came 3 to 13 s after). An event loop blocked 100 ms a second delays a tenth of the requests in a round of any length: about 90 ms over bare Koa in every round.`,
    ],
    [
      `Telegram webhook p99 at ${size(f.rate)}/s`,
      `${f.rateRounds} rounds of ${f.rateSeconds} s after ${f.rateWarmUpSeconds} s`,
      `${g.rateRounds} rounds of ${g.rateSeconds} s after ${g.rateWarmUpSeconds} s`,
      `As above, ${FLOORS.webhookP99Ms} ms over bare Koa's p99: a stall of the web process alone must last about ${(FLOORS.webhookP99Ms + stalled(g)).toFixed(0)} ms in two rounds. The warm-up covers the first seconds of the path (100 to 300 ms stalls in the probes). A webhook that waits for Postgres or the worker reads seconds.`,
    ],
    [
      'create-payment → workflow started p99',
      `${size(f.createPaymentUsers)} clicks`,
      `${size(g.createPaymentUsers)} clicks (unchanged)`,
      'A few seconds either way: the p99 stays the second slowest of 200.',
    ],
    [
      "sending against Telegram's bound; its 429s",
      `${size(f.send.messages)} messages to ${size(f.send.chats)} chats`,
      `${size(g.send.messages)} messages to ${size(g.send.chats)} chats`,
      `The same ${f.send.messages / f.send.chats} a chat, so the bound is still the bot's 30 a second (${(g.send.messages / 30).toFixed(1)} s); the bot's spacing makes 1.05 × at any size. One chat at a time reads ${size(g.send.chats)} × 4 s, far past 1.5 ×; pacing that ignores a limit meets hundreds of 429s at this size too.`,
    ],
    [
      'gradebook p99 at 5/s; its statements at 50 and 500 students',
      `${f.gradebook.rounds} rounds of ${f.gradebook.seconds} s of each request after ${f.gradebook.warmUpSeconds} s, ${f.gradebook.otherCourses} other courses`,
      `${g.gradebook.rounds} rounds of ${g.gradebook.seconds} s after ${g.gradebook.warmUpSeconds} s, ${g.gradebook.otherCourses} other courses`,
      `The course of ${size(g.gradebook.students)} × ${g.gradebook.assignments} is the same, still a tenth of its table or less (read by the index, as production's). ${size(g.gradebook.rate * g.gradebook.seconds)} gradebooks a round, so its p99 is its slowest, held to 600 ms plus the web process's wait for a core in that round, as in a full run. A query per student (190 to 240 ms of CPU each, a core at 5 a second) grows the queue past it within a round; the statement count fails it at once whatever the load.`,
    ],
    [
      'Regrade All against its bound; the worker CPU a submission',
      `${size(f.homeworkRegrade.submissions)} submissions after ${size(f.homeworkRegrade.warmUpSubmissions)}`,
      `${size(g.homeworkRegrade.submissions)} submissions after ${size(g.homeworkRegrade.warmUpSubmissions)}`,
      `The bound is the teacher's windows, ${Math.ceil(g.homeworkRegrade.submissions / 30)} of 1 s instead of ${Math.ceil(f.homeworkRegrade.submissions / 30)}. The start, the finish (one student at a time) and the windows a busy worker starts late all grow with the submissions, so the ratio reads as at 1,000, and its floor still adds the worker's wait for a core over its bound. Two slots a grade halve the teacher's rate (about 2 ×, past 1.5 ×). The CPU a submission is per submission either way.`,
    ],
  ];
  return `### The short gate

The test command runs \`node bench/run.ts --check\`: only the parts in \`GATE\` (\`bench/parts.ts\`), at
the sizes of \`gateSettings\` (\`bench/settings.ts\`), within 6 minutes on this machine, with the
same targets, floors and baselines as a full run; it prints its figures and never writes this
file. \`npm run bench\` (\`node bench/run.ts\`, or \`--full\`) runs every part in full and rewrites
it; \`--full --check\` does so and exits 1 past a floor. Not in the gate: the status read,
the observability overhead, 'Generate All', the calendar bot, the digests, the anomaly detector,
the monitoring slot, the questions and the operator CLI (run \`npm run bench\` before changing them).

| figure | full run | the gate | why the same floor still holds |
| --- | --- | --- | --- |
${rows.map((r) => `| ${r.join(' | ')} |`).join('\n')}
`;
}
