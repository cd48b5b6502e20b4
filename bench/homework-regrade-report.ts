import { BATCH_SHARE } from '../core/clients/openai-limiter.ts';
import { FLOORS, TARGETS, type Figures } from './figures.ts';
import type { HomeworkRegradeSettings } from './homework-regrade.ts';

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => `${n.toFixed(1)} ms`;
const seconds = (n: number) => `${(n / 1000).toFixed(2)} s`;

/** Regrade All's run: its wall time against its bound, where the time went, and what it cost the worker. */
export function homeworkRegradeTable(f: Pick<Figures, 'homeworkRegrade'>): string {
  const r = f.homeworkRegrade;
  const limitedBy = r.limitedBy === 'limit' ? "limited by the teacher's share" : 'limited by the lanes';
  return [
    `| Regrade All of ${int(r.submissions)} submissions, c = ${r.concurrency}, \`OPENAI_REQUESTS_PER_SECOND\` = ${r.openaiPerSecond} (the teacher's share: ${r.teacherPerSecond} grades a second), the model ${int(r.modelMs)} ms | |`,
    '| --- | ---: |',
    `| wall time, from sending POST /regrade to the workflow's close (every student told) | ${seconds(r.wallMs)} |`,
    `| bound: max(ceil(${int(r.submissions)} / ${r.concurrency}) × ${int(r.modelMs)} ms = ${seconds(r.concurrencyBoundMs)}, (ceil(${int(r.submissions)} / ${r.teacherPerSecond}) − 1) × 1 s + ${int(r.modelMs)} ms = ${seconds(r.limiterBoundMs)}), ${limitedBy} | ${seconds(r.boundMs)} |`,
    `| wall / bound | ${r.ratio.toFixed(3)} × |`,
    `| start: the request to the first grade stored, less one model answer (the run recorded, the workflow started, its targets read) | ${seconds(r.startMs)} |`,
    `| grading: the first grade stored to the last (${(r.submissions / ((r.gradingMs + r.modelMs) / 1000)).toFixed(1)} grades a second) | ${seconds(r.gradingMs)} |`,
    `| finish: the last grade stored to the workflow's close (the run completed, ${int(r.studentsTold - 1)} students and the teacher told) | ${seconds(r.finishMs)} |`,
    `| the temporal-worker's CPU time per submission (every thread) | ${ms(r.workerCpuMsPerSubmission)} |`,
    `| time the worker's main thread waited for a core while ready (the bench's, serving the fake) | ${seconds(r.workerWaitMs)} (${seconds(r.benchWaitMs)}) |`,
    `| grades the fake OpenAI served; messages queued to the students and the teacher | ${int(r.modelCalls)}; ${int(r.studentsTold)} |`,
  ].join('\n');
}

/** The section of bench/README.md. */
export function homeworkRegradeSection(f: Figures, s: HomeworkRegradeSettings, targets: string[]): string {
  return `## Homework Regrade All: ${int(s.submissions)} submissions through the regrade workflow

**What.** Issue 15's benchmark: a teacher pressing Regrade All on an assignment ${int(s.submissions)} students
answered (\`POST /api/homework/assignments/:id/regrade\`). The web process records the run and
starts the \`homework-regrade\` workflow; the temporal-worker (\`node workflows/worker.ts\`,
production env) reads the latest versions and grades them c = \`HOMEWORK_REGRADE_CONCURRENCY\` = ${s.concurrency}
at a time, one activity each: the submission and its course read, a slot of the batches' share of
the platform's OpenAI limit taken (\`createBatchOpenAILimiter\`, counted per teacher), the sandbox
OpenAI asked through the real \`openai\` SDK (it answers every grade after ${int(s.modelMs)} ms), the grade
checked and stored under the run's key; then the run is finished and every student whose new
grade is in force is told through the homework bot's sending queue (queued only: no worker
sends them here), and the teacher too.

**Limited by the teacher's share, on purpose.** \`OPENAI_REQUESTS_PER_SECOND\` = ${s.openaiPerSecond}: the batches
may take ${Math.max(1, Math.floor(s.openaiPerSecond * BATCH_SHARE))} calls a second of it and one teacher's half of that, ${f.homeworkRegrade.teacherPerSecond} grades a second, so ${int(s.submissions)}
grades need ${Math.ceil(s.submissions / f.homeworkRegrade.teacherPerSecond)} of the limiter's 1 s windows, the last one's grades then answered
after ${int(s.modelMs)} ms: ${seconds(f.homeworkRegrade.limiterBoundMs)}. The ${s.concurrency} lanes alone (the most the configuration takes) would take
${seconds(f.homeworkRegrade.concurrencyBoundMs)}, so they are never what waits, even with a few hundred ms of the platform's own work per
grade. Production's defaults are in the same regime: 10 calls a second give a teacher 3 grades a
second, under 5 lanes' 5 with a model of 1 s. The bound is computed from the environment the
two processes are started with, parsed by \`core/config.ts\` as they parse it.

**How.** A web process and a temporal-worker of their own (a task queue and a Redis prefix of
their own, so the sending run's worker does not take the messages and no other part shares the
limiter's windows), on the run's database and Temporal server. The assignment is written in
bulk: one cohort of ${int(s.submissions)} students joined in the homework bot (a Telegram id each), one answer
each, 15% of them in two versions (the first graded, not to be regraded), and the teacher's
chat with the bot. One Regrade All of another teacher's ${int(s.warmUpSubmissions)} submissions first, not timed (the
worker bundles its workflows on its first task). Timed from sending the request to the
workflow's close as Temporal records it; the grades' own times split it into the start, the
grading and the finish. The worker's CPU time (\`/proc/<pid>/stat\`, every thread) over the same
time, per submission. Outside the timed part the bench checks that regrade-stats says completed
with every submission done, that each latest version has exactly one grade of the run and no
older version has one, that the fake was asked once per submission, that every student's
message and the teacher's are queued under the run's keys, and that the run was not faster
than the teacher's windows allow (the limit kept).

### Figures

${homeworkRegradeTable(f)}

Targets:

${targets.join('\n')}

### What limits it

${REGRADE_LIMITS}
`;
}

/** What the part run alone measured on 2026-11-26 (a driver in test-results/), kept with the section. */
const REGRADE_LIMITS = `Measured on 2026-11-26, the part run alone with a small driver, on this 2-core machine while
other engineers' tests ran on it (load average 5 to 12 throughout, never quiet):

- **The machine's other load.** At load average 6 the run read 1.125 × (the table above): the
  grading at the teacher's 29 grades a second, the worker kept from a core 12 s. At 8 to 12, five
  runs (one with 40 lanes, one with the profiler on) read 1.40 to 1.65 × with 21 to 33 s of
  waiting in 48 to 56 s, and a sixth 3.04 × with 76 s; the grading took 39 to 46 s (77 s in that
  one) where the teacher's windows allow 33: a worker kept waiting wakes late for each window, and
  a window starts only at its first grant. At half the teacher's rate (\`OPENAI_REQUESTS_PER_SECOND\`
  = 50, 15 grades a second) the same machine read 1.10 × its own bound of 67 s, with 18 s of
  waiting: at 30 a second the worker needs about half a core, and the load took it.
- **The finish is one submission at a time.** \`finishRegradeRun\` reads each released grade's
  submission, assignment, student, cohort and course (five statements) and queues its message
  (two Redis round trips), one after another: 3 to 24 s for 1,000 students here, up to a quarter
  of the run on the loaded machine. Reading them in one statement and queueing the messages side
  by side would make it a second or two. Its activity has a start-to-close timeout of 1 minute
  and does not heartbeat: at 3 to 24 ms a student, an assignment of 2,500 to 20,000 would time
  out on every attempt.
- **The worker's CPU.** 15 to 24 ms a submission (31 ms with the profiler on), about half a core
  at 30 grades a second. In a CPU profile of a run (start-up included): Postgres the largest
  share (objection, knex, pg: about a quarter of the busy time; about 17 statements a submission,
  12 grading it and 5 telling its student), the sockets' writes an eighth, Temporal's bridge a
  fifteenth; the workflow's own code runs in the SDK's workflow threads (7 s of CPU over the
  warm-up and the run).`;

/** Its rows of "The gate". */
export function homeworkRegradeGateRows(s: HomeworkRegradeSettings): string {
  return [
    `| Regrade All of ${int(s.submissions)} within ${TARGETS.homeworkRegradeRatio} × its bound | ${FLOORS.homeworkRegradeRatio.toFixed(1)} × or more, plus the time the worker's main thread waited for a core while ready to run, in multiples of the bound (as the calendar bot's floor) | The run waits on the teacher's 1 s windows, and a worker kept from a core starts each one late. Good code read 1.125 × on 2026-11-26 at load average 6 with 12 s of waiting (floor 1.86 ×), 1.40 to 1.65 × at 8 to 12 with 21 to 33 s (floors 2.1 to 2.5 ×), and 3.04 × with 76 s (floor 3.7 ×); with the worker at half the rate, 1.10 × its bound. Two slots a grade (the model asked twice, or the limit counted twice) halve the teacher's rate: measured as 30 grades a second's bound against a run at 15, 2.17 × with 18 s of waiting, past its floor of 2.04 ×; on a machine that keeps the worker waiting for half the run it would only warn. Losing the lanes (one grade at a time) would take 1,000 s, 29 ×. |`,
    `| Regrade All: the worker's CPU under ${TARGETS.homeworkRegradeCpuMs} ms a submission | ${ms(FLOORS.homeworkRegradeCpuMs)} or more | CPU time, not wall time, so the machine's load moves it less: 15 to 24 ms in seven runs at load average 5 to 12 (31 ms with the profiler on). The floor is above the worst of those and under twice them: twice the work per submission on a loaded machine, or work that grows with the assignment (a statement per student per grade), crosses it; twice the work on a quiet machine may only warn. |`,
  ].join('\n');
}
