/**
 * The operators' command-line framework (README.md, "Operator CLI"). A command is one file in
 * scripts/ops/ that describes itself and calls core/domain/operations:
 *
 *   import { main, CliError, type CommandSpec } from './cli/index.ts';
 *   const spec: CommandSpec = {
 *     name: 'ops:jobs:retry',                 // its npm script
 *     summary: 'Retry failed BullMQ jobs ...', // first lines of --help
 *     options: { queue: { type: 'string', placeholder: '<name>', description: '...' } },
 *     examples: ['npm run ops:jobs:retry -- --queue telegram-send --dry-run'],
 *     needs: { redis: true },                  // or { temporal: true }; Postgres always
 *     acts: true,                              // adds --dry-run and --yes
 *     roles: ['admin'],                        // default ['operator', 'admin']
 *     async run(ctx) {
 *       // ctx.operator (checked; --as <email> or OPS_OPERATOR), ctx.knex, ctx.queues,
 *       // ctx.temporal?.client, ctx.string/strings/flag(name), ctx.dryRun, ctx.json,
 *       // await ctx.confirm(n, 'Retry n jobs?') (asks above 5 unless --yes),
 *       // const bar = ctx.progress(n, 'retrying'); bar.tick(); bar.stop();   (stderr)
 *       // ctx.print(formatTable(rows, columns)); throw new CliError(msg) for bad input.
 *       return { summary: ['retried 3 job(s)'], failed: 0, json: result };
 *     },
 *   };
 *   await main(spec);
 *
 * The runner handles --help (no connection), --as/OPS_OPERATOR against users.role (refused:
 * exit 3 and an 'admin.forbidden' audit entry), unreachable stores (one line, exit 4), bad
 * arguments (exit 2), and exit 1 when the outcome reports failures. Audit the action itself in
 * core (one entry per run, actor = ctx.operator.id).
 */
export { main, runCommand, helpText, type CommandSpec, type CommandContext, type CommandOutcome, type OptionSpec } from './command.ts';
export { CliError, exitCodes } from './errors.ts';
export { formatTable } from './table.ts';
export { parseTime } from './parse-time.ts';
export { CONFIRM_ABOVE } from './confirm.ts';
export type { Operator } from './operator.ts';
