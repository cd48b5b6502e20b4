import { parseArgs } from 'node:util';
import { CliError, exitCodes } from '../ops/cli/errors.ts';
import { formatHelp } from '../ops/cli/help-text.ts';

/**
 * The exit codes of db:backup and db:restore: the operator CLI's (scripts/ops/cli/errors.ts),
 * plus one for the PostgreSQL client tools, which only the database commands use.
 */
export const dbExitCodes = {
  ...exitCodes,
  /** pg_dump/pg_restore missing, or a major version older than the server's: nothing was done. */
  tools: 5,
} as const;

export interface DbOption {
  type: 'string' | 'boolean';
  short?: string;
  placeholder?: string;
  description: string;
}

export interface DbCommandSpec {
  /** The npm script, e.g. 'db:backup'. */
  name: string;
  /** What the one positional argument is (e.g. '[file]'), shown in the usage line. */
  positional: string;
  summary: string;
  options: Record<string, DbOption>;
  examples: string[];
  run(args: DbArgs): Promise<number>;
}

export interface DbArgs {
  positional: string | undefined;
  string(name: string): string | undefined;
  flag(name: string): boolean;
}

const help: DbOption = { type: 'boolean', short: 'h', description: 'show this help' };

export function dbHelpText(spec: DbCommandSpec): string {
  return formatHelp({
    usage: `npm run ${spec.name} -- ${spec.positional} [options]`,
    summary: spec.summary,
    options: { ...spec.options, help },
    examples: spec.examples,
    exitCodes: 'Exit codes: 0 done, 1 failed (named above), 2 bad arguments or file (nothing was done), 4 Postgres unreachable, 5 pg_dump/pg_restore missing or older than the server.',
  });
}

/**
 * Runs a database command as the operator CLI runs its commands (scripts/ops/cli/command.ts):
 * --help answers without connecting, an error a person can act on is one line and its exit
 * code, never a stack. It has no operator check: a backup runs from cron, and a restore may
 * target an empty database with no accounts in it; access to DATABASE_URL is the gate.
 */
export async function runDbCommand(spec: DbCommandSpec, argv: string[] = process.argv.slice(2)): Promise<number> {
  try {
    let parsed;
    try {
      parsed = parseArgs({
        args: argv,
        options: Object.fromEntries(Object.entries({ ...spec.options, help }).map(([k, o]) => [k, { type: o.type, ...(o.short ? { short: o.short } : {}) }])),
        allowPositionals: true,
        strict: true,
      });
    } catch (err) {
      throw new CliError(`${(err as Error).message}\nRun with --help to see the options.`);
    }
    const values = parsed.values as Record<string, string | boolean | undefined>;
    if (values.help) {
      console.log(dbHelpText(spec));
      return dbExitCodes.ok;
    }
    if (parsed.positionals.length > 1) throw new CliError(`One ${spec.positional} only (got ${parsed.positionals.length} arguments). Run with --help to see the options.`);
    return await spec.run({
      positional: parsed.positionals[0],
      string: (name) => (typeof values[name] === 'string' ? values[name] : undefined),
      flag: (name) => values[name] === true,
    });
  } catch (err) {
    if (err instanceof CliError) {
      process.stderr.write(`${spec.name}: ${err.message}\n`);
      return err.exitCode;
    }
    process.stderr.write(`${spec.name}: unexpected error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    return dbExitCodes.failed;
  }
}
