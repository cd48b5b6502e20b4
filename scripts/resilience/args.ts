import { parseArgs } from 'node:util';
import { z } from 'zod';

export const USAGE = `npm run resilience [-- options]

Starts the product as production runs it on a Postgres, Redis and Temporal of its own (in a
temporary folder), offers a mixed load at a fixed rate, restarts Redis, Postgres and Temporal and
kills -9 web, worker and temporal-worker one at a time, then audits that every accepted request
had its effect exactly once. Writes its figures to docs/resilience.md.

Options
  --short              the short version (the test command runs it): lower rate, short outages
  --rate <n>           offers a second (default 12; short 5)
  --baseline <s>       seconds of load before the first fault (default 45; short 12)
  --down <s>           seconds each server stays down (default 8; short 3)
  --settle <s>         seconds of load after the platform is healthy again, before the next fault (default 20; short 6)
  --drain <s>          seconds the audit waits for effects (default 180; short 120)
  --only <kinds>       comma-separated load kinds (default: all)
  --report <file>      where to write the figures (default docs/resilience.md; short: test-results/resilience-short.md)
  --keep               keep the temporary folder (servers' data and every process's log)
  --database-url, --redis-url
                       refused: the run restarts, damages and deletes the servers it runs on, so it
                       only ever uses servers it started itself
  -h, --help           this text

Exit codes: 0 nothing lost or doubled; 1 the audit found a problem; 2 bad arguments or a server
that is not the run's own; 3 the stack could not start.`;

const seconds = (name: string) => z.coerce.number({ error: `--${name} must be a number of seconds` }).positive(`--${name} must be above 0`).max(3600, `--${name} is at most 3600`);

export interface RunOptions {
  short: boolean;
  rate: number;
  baselineMs: number;
  downMs: number;
  settleMs: number;
  drainMs: number;
  only: string[] | null;
  report: string;
  keep: boolean;
  databaseUrl?: string;
  redisUrl?: string;
  help: boolean;
}

export class ArgsError extends Error {}

export function parseRunArgs(argv: string[]): RunOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      options: {
        short: { type: 'boolean', default: false },
        rate: { type: 'string' },
        baseline: { type: 'string' },
        down: { type: 'string' },
        settle: { type: 'string' },
        drain: { type: 'string' },
        only: { type: 'string' },
        report: { type: 'string' },
        keep: { type: 'boolean', default: false },
        'database-url': { type: 'string' },
        'redis-url': { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (err) {
    throw new ArgsError(`${err instanceof Error ? err.message : String(err)} (see --help)`);
  }
  const short = values.short;
  const parsed = z
    .object({
      rate: z.coerce.number({ error: '--rate must be a number' }).positive('--rate must be above 0').max(200, '--rate is at most 200 offers a second'),
      baseline: seconds('baseline'),
      down: seconds('down'),
      settle: seconds('settle'),
      drain: seconds('drain'),
    })
    .safeParse({
      rate: values.rate ?? (short ? 5 : 12),
      baseline: values.baseline ?? (short ? 12 : 45),
      down: values.down ?? (short ? 3 : 8),
      settle: values.settle ?? (short ? 6 : 20),
      drain: values.drain ?? (short ? 120 : 180),
    });
  if (!parsed.success) throw new ArgsError(parsed.error.issues.map((i) => i.message).join('; '));
  const o = parsed.data;
  return {
    short,
    rate: o.rate,
    baselineMs: o.baseline * 1000,
    downMs: o.down * 1000,
    settleMs: o.settle * 1000,
    drainMs: o.drain * 1000,
    only: values.only ? values.only.split(',').map((s) => s.trim()).filter(Boolean) : null,
    report: values.report ?? (short ? 'test-results/resilience-short.md' : 'docs/resilience.md'),
    keep: values.keep,
    databaseUrl: values['database-url'],
    redisUrl: values['redis-url'],
    help: values.help,
  };
}
