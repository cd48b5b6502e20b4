import type { AnalyticsQuestionSettings } from './analytics-question.ts';
import { FLOORS, TARGETS, type Figures } from './figures.ts';

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** The questions' times: to the first progress line, to the answer, and the same server's baseline. */
export function analyticsQuestionTable(f: Figures): string {
  const r = f.analyticsQuestion;
  return [
    `| ${int(r.questions)} questions, one at a time (${int(r.answered.en)} in English, ${int(r.answered.ru)} in Russian); RevenueCat and Amplitude ${int(r.upstreamMs)} ms a call, OpenAI ${int(r.modelMs)} ms | p50 | p99 | max |`,
    '| --- | ---: | ---: | ---: |',
    `| POST /api/analytics/query sent → its first \`data:\` line (the job's first progress) | ${ms(r.firstProgress.p50Ms)} | ${ms(r.firstProgress.p99Ms)} | ${ms(r.firstProgress.maxMs)} |`,
    `| → its \`complete\` line (the answer) | ${ms(r.complete.p50Ms)} | ${ms(r.complete.p99Ms)} | ${ms(r.complete.maxMs)} |`,
    `| baseline: GET /api/auth/me sent → its first byte, just before each question on the same connection | ${ms(r.baseline.p50Ms)} | ${ms(r.baseline.p99Ms)} | ${ms(r.baseline.maxMs)} |`,
    `| first line p50 / baseline p50 | ${r.ratio.toFixed(2)} × | | |`,
    `| of the first line (medians): the web process until the job is in Redis / the queue until the worker took it / the rest | ${ms(r.parts.queuedMs)} / ${ms(r.parts.takenMs)} / ${ms(r.parts.restMs)} | | |`,
  ].join('\n');
}

/** The section of bench/README.md. */
export function analyticsQuestionSection(f: Figures, s: AnalyticsQuestionSettings, targets: string[]): string {
  return `## Analytics questions: the time to the first progress line

**What.** Issue 16's question stream (\`POST /api/analytics/query\`, docs/decisions.md "Analytics
assistant"): the web process checks the body and that the user has keys, records the question,
queues its \`analytics-query\` job (the row's id is the job's) after subscribing to the queue's
events, and answers \`text/event-stream\`; the worker's job reports each step with
\`job.updateProgress\`, which reaches the web process through BullMQ's event stream (one
\`QueueEvents\` per process) and is written as a \`data:\` line. The first line is what a person
waits for before the progress bar moves.

**How.** A web process and a worker process as production runs them (\`node api/server.ts\`,
\`node workers/index.ts\`, production env, a Redis prefix of their own), on the run's database;
${int(s.users)} users written straight to the database with their keys (\`storeAnalyticsKeys\`, the processes'
key). The upstreams are the sandbox's fakes of RevenueCat, Amplitude and OpenAI served by the
bench process at fixed delays (${int(s.upstreamMs)} ms, ${int(s.upstreamMs)} ms, ${int(s.modelMs)} ms), so each answer is real: the plan,
revenue of last week against the week before and purchase_completed by platform read over HTTP,
the facts, the wording. ${int(s.warmUp)} questions of warm-up, then ${int(s.questions)}, one at a time over one keep-alive
connection, alternately "why did revenue drop last week?" and "почему упала выручка на прошлой
неделе?", the users in turn (RevenueCat's charts a minute are kept per user). Before each, a
GET /api/auth/me on the same connection: its time to the first byte is the baseline, measured
in the same run on the same server, so the figure held to a target is the ratio of the two
medians, which a loaded machine moves far less than either. Outside the timed part each
question's job is read from Redis to split its time, and every stream must start with progress
and end with a complete answer (not "no data") or the run fails.

### Figures

${analyticsQuestionTable(f)}

Targets:

${targets.join('\n')}
`;
}

/** Its row of "The gate". */
export function analyticsQuestionGateRows(): string {
  return `| a question's first progress line within ${TARGETS.analyticsQuestionRatio} × the first byte of GET /api/auth/me (p50s) | ${FLOORS.analyticsQuestionRatio.toFixed(0)} × or more | Read 4.18 × (p50 7.3 ms against 1.8 ms, 200 questions) and 4.6 × (11.6 ms against 2.5 ms, 100) at load average 5 to 12 on 2026-11-28; 8.2 × (29.7 ms against 3.6 ms) before the keys' check became one read of their names and the row one insert. The first line costs two processes, two Postgres writes and reads and about six Redis calls, /api/auth/me none of them (its session is cached), so the machine's load moves the first more; both move with it. A first progress that waited for a poll (BullMQ's job read every 25 ms: p50 31 ms against 4 ms for its events), for the upstreams or the model reads ${FLOORS.analyticsQuestionRatio.toFixed(0)} × and more. |`;
}
