import { parseArgs } from 'node:util';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { runWithAuditOrigin } from '../../../core/domain/audit/audit-origin.ts';
import { createJobProducer } from '../../../core/queues/producer.ts';
import type { Knex, Role } from '../../../db/index.ts';
import { confirmMany } from './confirm.ts';
import { connectPostgres, connectRedis, connectTemporal, type TemporalConnection } from './connect.ts';
import { readCliEnv, type CliEnv } from './env.ts';
import { CliError, exitCodes } from './errors.ts';
import { formatHelp, type OptionSpec } from './help-text.ts';
import { resolveOperator, type Operator } from './operator.ts';
import { osIdentity } from './os-identity.ts';
import { startProgress, type Progress } from './progress.ts';

export type { OptionSpec };

export interface CommandSpec {
  /** The npm script, e.g. 'ops:jobs:retry'. */
  name: string;
  summary: string;
  options: Record<string, OptionSpec>;
  examples: string[];
  /** Stores the command talks to besides Postgres (always: the operator check). */
  needs?: { redis?: boolean; temporal?: boolean };
  /** It changes something: --dry-run and --yes apply. */
  acts?: boolean;
  /** Roles allowed to run it (default operator or admin). */
  roles?: readonly Role[];
  run(ctx: CommandContext): Promise<CommandOutcome>;
}

export interface CommandOutcome {
  /** Lines printed at the end (stdout unless --json, then stderr). */
  summary: string[];
  /** How many things failed: any makes the exit code 1. */
  failed: number;
  /** With --json: printed as JSON on stdout. */
  json?: unknown;
}

export interface CommandContext {
  env: CliEnv;
  operator: Operator;
  knex: Knex;
  /** Present when the command `needs.redis`: the web process's queues under QUEUE_PREFIX. */
  redis: Redis | null;
  queues: Queue[];
  temporal: TemporalConnection | null;
  dryRun: boolean;
  yes: boolean;
  json: boolean;
  string(name: string): string | undefined;
  strings(name: string): string[];
  flag(name: string): boolean;
  /** Prints to stdout (the command's output proper). */
  print(text: string): void;
  /** Prints to stderr (notes, progress). */
  note(text: string): void;
  /** True when the operator agreed (or count <= 5, or --yes). */
  confirm(count: number, question: string): Promise<boolean>;
  progress(total: number, label: string): Progress;
}

const common: Record<string, OptionSpec> = {
  as: { type: 'string', placeholder: '<email>', description: 'your operator account (default: $OPS_OPERATOR); audited beside your OS user and host' },
  json: { type: 'boolean', description: 'print the result as JSON on stdout' },
  help: { type: 'boolean', short: 'h', description: 'show this help' },
};
const acting: Record<string, OptionSpec> = {
  'dry-run': { type: 'boolean', description: 'show what would be done, change nothing' },
  yes: { type: 'boolean', short: 'y', description: 'do not ask before acting on more than 5 items' },
};

export function helpText(spec: CommandSpec): string {
  return formatHelp({
    usage: `npm run ${spec.name} -- [options]`,
    summary: spec.summary,
    options: { ...spec.options, ...(spec.acts ? acting : {}), ...common },
    examples: spec.examples,
    exitCodes: 'Exit codes: 0 done, 1 something failed, 2 bad arguments, 3 not an operator, 4 Postgres/Redis/Temporal unreachable.',
  });
}

/**
 * Runs one ops command: parses its arguments (--help answers without connecting), connects to
 * what it needs with short timeouts, checks the operator, runs it, prints its summary, and sets
 * the exit code. Every error a person can act on is one line, never a stack. Every audit entry
 * it writes names the OS account and host beside the operator --as claims.
 */
export function runCommand(spec: CommandSpec, argv: string[] = process.argv.slice(2)): Promise<number> {
  return runWithAuditOrigin(osIdentity(), () => runParsed(spec, argv));
}

async function runParsed(spec: CommandSpec, argv: string[]): Promise<number> {
  const all = { ...spec.options, ...(spec.acts ? acting : {}), ...common };
  let knex: Knex | null = null;
  let redis: Redis | null = null;
  let queues: Queue[] = [];
  let temporal: TemporalConnection | null = null;
  try {
    let parsed;
    try {
      parsed = parseArgs({
        args: argv,
        options: Object.fromEntries(Object.entries(all).map(([k, o]) => [k, { type: o.type, multiple: o.multiple ?? false, ...(o.short ? { short: o.short } : {}) }])),
        allowPositionals: false,
        strict: true,
      });
    } catch (err) {
      throw new CliError(`${(err as Error).message}\nRun with --help to see the options.`);
    }
    const values = parsed.values as Record<string, string | boolean | string[] | boolean[] | undefined>;
    if (values.help) {
      console.log(helpText(spec));
      return exitCodes.ok;
    }
    const env = readCliEnv();
    knex = await connectPostgres(env.DATABASE_URL);
    const operator = await resolveOperator(spec.name, (values.as as string | undefined) ?? env.OPS_OPERATOR, spec.roles ?? ['operator', 'admin']);
    if (spec.needs?.redis) {
      redis = await connectRedis(env.REDIS_URL);
      queues = createJobProducer(redis, env.QUEUE_PREFIX).queues();
    }
    if (spec.needs?.temporal) temporal = await connectTemporal(env.TEMPORAL_ADDRESS, env.TEMPORAL_NAMESPACE);
    const json = values.json === true;
    const yes = values.yes === true;
    const ctx: CommandContext = {
      env,
      operator,
      knex,
      redis,
      queues,
      temporal,
      dryRun: values['dry-run'] === true,
      yes,
      json,
      string: (name) => {
        const v = values[name];
        return typeof v === 'string' ? v : undefined;
      },
      strings: (name) => {
        const v = values[name];
        return Array.isArray(v) ? v.map(String) : typeof v === 'string' ? [v] : [];
      },
      flag: (name) => values[name] === true,
      print: (text) => void process.stdout.write(`${text}\n`),
      note: (text) => void process.stderr.write(`${text}\n`),
      confirm: (count, question) => confirmMany(count, question, { yes }),
      progress: startProgress,
    };
    const outcome = await spec.run(ctx);
    if (json) process.stdout.write(`${JSON.stringify(outcome.json ?? null, null, 2)}\n`);
    const out = json ? process.stderr : process.stdout;
    for (const line of outcome.summary) out.write(`${line}\n`);
    return outcome.failed > 0 ? exitCodes.failed : exitCodes.ok;
  } catch (err) {
    if (err instanceof CliError) {
      process.stderr.write(`${spec.name}: ${err.message}\n`);
      return err.exitCode;
    }
    process.stderr.write(`${spec.name}: unexpected error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    return exitCodes.failed;
  } finally {
    await Promise.allSettled([
      ...queues.map((q) => q.close()),
      knex?.destroy(),
      temporal?.connection.close(),
    ]);
    redis?.disconnect();
  }
}

/** The entry of a command file: `await main(spec)` sets the exit code once everything is closed. */
export async function main(spec: CommandSpec): Promise<void> {
  process.exitCode = await runCommand(spec);
}
