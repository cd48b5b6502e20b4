import type { AuditResult } from './load/contract.ts';
import type { QueuesAudit } from './audit/queues-audit.ts';
import type { WorkflowsAudit } from './audit/workflows-audit.ts';
import type { FaultFigures, LatencyRow } from './figures.ts';
import type { UnplannedExit } from './stack/product-processes.ts';

export interface RunReport {
  startedAt: Date;
  commit: string;
  machine: string;
  parameters: string;
  offeredCount: number;
  faults: FaultFigures[];
  baseline: LatencyRow[];
  underFaults: LatencyRow[];
  audits: AuditResult[];
  queues: QueuesAudit;
  workflows: WorkflowsAudit;
  unplanned: UnplannedExit[];
  badAnswers: string[];
  problems: string[];
}

const ms = (v: number | null) => (v === null ? '—' : v >= 10_000 ? `${(v / 1000).toFixed(1)} s` : `${v} ms`);
const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function renderReport(r: RunReport): string {
  const lost = r.audits.reduce((n, a) => n + a.lost, 0);
  const doubled = r.audits.reduce((n, a) => n + a.doubled, 0);
  const lines: string[] = [
    '# Resilience: the fault run',
    '',
    '<!-- Written by `npm run resilience` (scripts/resilience/run.ts); every run replaces this file. -->',
    '',
    `Run of ${r.startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${r.commit}, ${r.machine}. ${r.parameters}`,
    '',
    `**Verdict: ${r.problems.length === 0 ? 'PASS' : 'FAIL'}** — ${r.offeredCount} requests offered; ${lost} lost and ${doubled} doubled effects; ${r.badAnswers.length} answers that were a 5xx other than 503 or a 503 without a message.`,
    '',
    '## How',
    '',
    'The product ran as production runs it (NODE_ENV=production, T-Bank as the bank, every upstream a fake in a process of its own that the faults never touch) on a Postgres cluster, a redis-server (append-only file, noeviction) and a Temporal dev server (SQLite file) that the run started in a temporary folder. The load is open-loop: requests leave on the clock whether earlier ones were answered or not. Telegram updates and bank notifications are retried until they get a 2xx, as Telegram and the bank do; a person\'s request is sent once. The faults come one at a time, each after the platform answered healthy again and the load ran on for the settle time: Redis, Postgres and Temporal stopped (SIGTERM, Postgres\'s fast shutdown) and started again on the same data after the down time; web, worker and temporal-worker killed with SIGKILL and started again after it. Afterwards the audit waits for every accepted request\'s effect and counts it in the database, in the fakes (messages the Bot API was asked to send, events in the Calendar, replies in YouTube, payments at the bank), in the queues and in Temporal.',
    '',
    '## Each fault',
    '',
    'Down: how long the part was away. Recovery: from the part being back to the first success of every kind of request that had been refused. Refused: answers other than 2xx sent from the fault to the end of its settle time, by status ("no answer": connection refused or no answer in 10 s). Lost and doubled: effects of requests first sent in that window. Probes: the web process\'s /api/health/live and /api/health/ready sampled every 250 ms through the fault: live stays 200 while a dependency is down (nothing for a supervisor to restart) and ready says 503 (the load balancer holds traffic back).',
    '',
    '| Fault | Down | Recovery | Refused meanwhile | 5xx but 503 | Lost | Doubled | Probes: live 200 / ready 503 / no answer |',
    '|---|---:|---:|---|---:|---:|---:|---|',
    ...r.faults.map((f) => {
      const refused = Object.entries(f.refused).map(([status, n]) => `${n} × ${status}`).join(', ') || 'none';
      const recovery = f.recoveryMs === null ? 'nothing refused' : `${ms(f.recoveryMs)}${f.unrecovered.length ? ` (not: ${f.unrecovered.join(', ')})` : ''}`;
      const p = f.probes;
      return `| ${f.name} | ${ms(f.downMs)} | ${recovery} | ${refused} | ${f.serverErrors} | ${f.lost} | ${f.doubled} | ${p.liveOk} / ${p.notReady} / ${p.noAnswer} of ${p.samples} |`;
    }),
    '',
    '## Latency of successful answers',
    '',
    '| Kind | Without faults: n | p50 | p99 | With faults: n | p50 | p99 |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...[...new Set([...r.baseline, ...r.underFaults].map((row) => row.kind))].map((kind) => {
      const a = r.baseline.find((row) => row.kind === kind);
      const b = r.underFaults.find((row) => row.kind === kind);
      return `| ${kind} | ${a?.count ?? 0} | ${ms(a?.p50 ?? null)} | ${ms(a?.p99 ?? null)} | ${b?.count ?? 0} | ${ms(b?.p50 ?? null)} | ${ms(b?.p99 ?? null)} |`;
    }),
    '',
    '## The audit',
    '',
    '| Kind | Effect counted | Accepted | Exactly once | Lost | Doubled |',
    '|---|---|---:|---:|---:|---:|',
    ...r.audits.map((a) => `| ${a.kind} | ${cell(a.effect)} | ${a.accepted} | ${a.exactlyOnce} | ${a.lost} | ${a.doubled} |`),
    '',
    `Queues after the drain: ${Object.keys(r.queues.left).length === 0 ? 'no job left waiting, active or delayed' : `left ${JSON.stringify(r.queues.left)}`}; ${r.queues.failed.length} failed; completed ${Object.entries(r.queues.completed).filter(([, n]) => n > 0).map(([q, n]) => `${q} ${n}`).join(', ')}.`,
    '',
    `Workflows: ${Object.entries(r.workflows.byType).map(([type, statuses]) => `${type} ${Object.entries(statuses).map(([s, n]) => `${n} ${s.toLowerCase()}`).join('/')}`).join('; ') || 'none'}; ${r.workflows.stuck.length} stuck, ${r.workflows.failed.length} failed.`,
    '',
    `Processes that exited without being killed (restarted by the supervisor, as compose's \`restart: unless-stopped\` does): ${r.unplanned.length === 0 ? 'none' : r.unplanned.map((u) => `${u.process} (${u.how})`).join(', ')}.`,
    '',
  ];
  if (r.problems.length > 0) {
    lines.push('## Problems', '', ...r.problems.slice(0, 200).map((p) => `- ${cell(p)}`), '');
    if (r.problems.length > 200) lines.push(`- … and ${r.problems.length - 200} more`, '');
  }
  return lines.join('\n');
}
