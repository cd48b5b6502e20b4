import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, totalmem } from 'node:os';
import { dirname, resolve } from 'node:path';
import { ArgsError, parseRunArgs, USAGE, type RunOptions } from './args.ts';
import { auditQueues } from './audit/queues-audit.ts';
import { auditWorkflows } from './audit/workflows-audit.ts';
import { FAULTS, runFault, type FaultWindow } from './faults.ts';
import { badAnswers, faultFigures, latencies } from './figures.ts';
import { notOurs, NotOursError } from './guard.ts';
import type { AuditResult, LoadKind } from './load/contract.ts';
import { startLoad } from './load/driver.ts';
import { LOAD_KINDS } from './load/kinds.ts';
import { renderReport } from './report.ts';
import { ROOT, startStack, type Stack } from './stack/start-stack.ts';

const say = (line: string) => console.log(`\u001b[1;34m▸\u001b[0m ${line}`);

/** The run never takes a server: one named on the command line is refused before anything starts. */
function refuseForeignServers(options: RunOptions): void {
  if (options.databaseUrl) throw notOurs('Postgres', options.databaseUrl);
  if (options.redisUrl) throw notOurs('Redis', options.redisUrl);
}

function pickKinds(only: string[] | null): LoadKind[] {
  if (!only) return [...LOAD_KINDS];
  const unknown = only.filter((name) => !LOAD_KINDS.some((k) => k.name === name));
  if (unknown.length) throw new ArgsError(`unknown load kind ${unknown.join(', ')}: the kinds are ${LOAD_KINDS.map((k) => k.name).join(', ')}`);
  return LOAD_KINDS.filter((k) => only.includes(k.name));
}

/**
 * Each kind's share of the offers the run will make, with half again as margin: the faults'
 * length is not known in advance (a restart takes what it takes), so each is allowed 30 s.
 */
function plannedOffers(kinds: readonly LoadKind[], options: RunOptions): (kind: string) => number {
  const seconds = options.baselineMs / 1000 + FAULTS.length * (options.downMs / 1000 + 30 + options.settleMs / 1000);
  const total = kinds.reduce((n, k) => n + k.weight, 0);
  return (name) => {
    const kind = kinds.find((k) => k.name === name);
    return kind ? Math.ceil((kind.weight / total) * options.rate * seconds * 1.5) + 10 : 0;
  };
}

async function fault(stack: Stack, options: RunOptions): Promise<FaultWindow[]> {
  const windows: FaultWindow[] = [];
  for (const f of FAULTS) {
    say(`${f.name}`);
    const w = await runFault(stack, f, options.downMs, options.settleMs);
    say(`  back after ${w.back - w.down} ms down; healthy ${w.ready - w.back} ms later`);
    windows.push(w);
  }
  return windows;
}

async function main(): Promise<number> {
  let options: RunOptions;
  try {
    options = parseRunArgs(process.argv.slice(2));
    if (options.help) {
      console.log(USAGE);
      return 0;
    }
    refuseForeignServers(options);
  } catch (err) {
    if (err instanceof ArgsError || err instanceof NotOursError) {
      console.error(err.message);
      return 2;
    }
    throw err;
  }
  let kinds: LoadKind[];
  try {
    kinds = pickKinds(options.only);
  } catch (err) {
    console.error((err as Error).message);
    return 2;
  }
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'TEMPORAL_ADDRESS']) if (process.env[name]) say(`${name} in this shell is ignored: the run uses servers of its own`);

  const startedAt = new Date();
  let stack: Stack;
  try {
    stack = await startStack(say, plannedOffers(kinds, options));
  } catch (err) {
    console.error(`the stack could not start: ${err instanceof Error ? err.message : String(err)}`);
    return 3;
  }
  const problems: string[] = [];
  try {
    for (const kind of kinds) {
      say(`setting up ${kind.name}`);
      await kind.setup(stack.ctx);
    }
    say(`load: ${options.rate} requests a second (${kinds.map((k) => `${k.name} ×${k.weight}`).join(', ')}); ${options.baselineMs / 1000} s without faults`);
    const load = startLoad(stack.ctx, kinds, options.rate, (err) => problems.push(`an offer threw (a harness bug): ${err instanceof Error ? err.stack : String(err)}`));
    const baselineStart = Date.now();
    await new Promise((r) => setTimeout(r, options.baselineMs));
    const baselineEnd = Date.now();
    const windows = await fault(stack, options);
    say(`faults done; waiting for ${load.inFlight()} requests in flight`);
    await load.stop();
    const offered = load.offered;

    say(`audit: waiting up to ${options.drainMs / 1000} s for every effect`);
    // The queues first: once they are empty, an effect still missing is lost, not on its way.
    const queues = await auditQueues(stack.redis.url, 'bull', options.drainMs);
    for (const [queue, n] of Object.entries(queues.left)) problems.push(`queue ${queue}: ${n} jobs still waiting after the drain`);
    problems.push(...queues.failed.map((f) => `failed job ${f}`));
    const audits: AuditResult[] = [];
    for (const kind of kinds) {
      const result = await kind.audit(stack.ctx, offered.filter((o) => o.kind === kind.name), options.drainMs);
      say(`  ${kind.name}: ${result.accepted} accepted, ${result.exactlyOnce} exactly once, ${result.lost} lost, ${result.doubled} doubled`);
      audits.push(result);
      problems.push(...result.problems.map((p) => `${kind.name}: ${p}`));
      if (result.lost + result.doubled > 0 && result.problems.length === 0) problems.push(`${kind.name}: ${result.lost} lost, ${result.doubled} doubled`);
    }
    const workflows = await auditWorkflows(stack.temporal.address, options.drainMs);
    problems.push(...workflows.stuck.map((s) => `stuck workflow ${s}`), ...workflows.failed.map((f) => `failed workflow ${f}`));
    for (const w of windows) {
      // A server down: the web process stays live and says it is not ready (its own death is the only no-answer allowed).
      if (!w.name.includes('restarted')) continue;
      if (w.probes.liveOk < w.probes.samples) problems.push(`${w.name}: /api/health/live failed ${w.probes.samples - w.probes.liveOk} of ${w.probes.samples} samples (liveness must not depend on a dependency)`);
      if (w.probes.notReady === 0) problems.push(`${w.name}: /api/health/ready never answered 503 while it was down`);
    }
    const bad = badAnswers(offered);
    problems.push(...bad);
    if (offered.length === 0) problems.push('nothing was offered');

    const faultWindows = windows.map((w, i) => ({ from: w.start, to: windows[i + 1]?.start ?? w.end }));
    const commit = (() => {
      try {
        return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
      } catch {
        return 'an unknown commit';
      }
    })();
    const report = renderReport({
      startedAt,
      commit,
      machine: `${availableParallelism()} cores, ${Math.round(totalmem() / 2 ** 30)} GiB`,
      parameters: `${options.short ? 'Short version. ' : ''}${options.rate} requests a second of ${kinds.map((k) => k.name).join(', ')}; ${options.baselineMs / 1000} s without faults, then each fault with servers down ${options.downMs / 1000} s and ${options.settleMs / 1000} s of load after the platform is healthy again.`,
      offeredCount: offered.length,
      faults: faultFigures(offered, windows, audits),
      baseline: latencies(offered, [{ from: baselineStart, to: baselineEnd }]),
      underFaults: latencies(offered, faultWindows),
      audits,
      queues,
      workflows,
      unplanned: stack.processes.unplanned,
      badAnswers: bad,
      problems,
    });
    const out = resolve(ROOT, options.report);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, report);
    say(`figures written to ${options.report}`);
    if (problems.length > 0) {
      console.error(`\u001b[1;31m✗ ${problems.length} problems\u001b[0m`);
      for (const p of problems.slice(0, 30)) console.error(`  - ${p}`);
      return 1;
    }
    say('nothing lost, nothing doubled, no 500');
    return 0;
  } finally {
    await stack.stop({ keep: options.keep });
    if (options.keep) say(`kept ${stack.dir}`);
  }
}

process.exit(await main());
