import { resolve } from 'node:path';
import type pg from 'pg';
import { ensureDatabase } from '../../db/migrate.ts';
import { CliError } from '../ops/cli/errors.ts';
import { readCliEnv } from '../ops/cli/env.ts';
import { formatTable } from '../ops/cli/table.ts';
import { dbExitCodes, runDbCommand, type DbCommandSpec } from './cli.ts';
import { connectClient, databaseTarget, DatabaseMissingError, redact, serverVersion, toolEnv, type DatabaseTarget } from './database.ts';
import { checkDumpFile, sha256File } from './dump-file.ts';
import { manifestPathFor, readManifest } from './manifest.ts';
import { requireAtLeastServer, runTool, toolVersion } from './pg-tools.ts';
import { countRows, latestMigration, listTables, tableKey } from './tables.ts';
import { compareCounts } from './verify-counts.ts';

/** Connects, creating the database first when it does not exist (a restore onto a new server). */
async function connectOrCreate(target: DatabaseTarget) {
  try {
    return { client: await connectClient(target), created: false };
  } catch (err) {
    if (!(err instanceof DatabaseMissingError)) throw err;
    await ensureDatabase(target.url).catch((e: unknown) => {
      throw new CliError(`The database "${target.name}" does not exist and could not be created: ${redact(e instanceof Error ? e.message : String(e), target)}`, dbExitCodes.unreachable);
    });
    return { client: await connectClient(target), created: true };
  }
}

/**
 * The dump sets lock_timeout to 0, so a restore waits as long as another session holds a table
 * (a running product always does). Say who is connected before it starts waiting.
 */
async function warnOfOtherSessions(client: pg.Client, target: DatabaseTarget): Promise<void> {
  const { rows } = await client.query<{ who: string }>(
    `select coalesce(nullif(application_name, ''), 'unnamed') || ' (' || coalesce(client_addr::text, 'local') || ', ' || state || ')' as who
       from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend' order by 1`,
  );
  if (rows.length === 0) return;
  process.stderr.write(
    `db:restore: ${rows.length} other session(s) are connected to "${target.name}": ${rows.map((r) => r.who).join(', ')}. ` +
      'The restore waits for any table they hold; stop web, worker and temporal-worker first (Ctrl-C now changes nothing).\n',
  );
}

export const restoreCommand: DbCommandSpec = {
  name: 'db:restore',
  positional: '<file>',
  summary: [
    'Restore a db:backup dump into the database of DATABASE_URL, replacing the tables it holds',
    '(pg_restore --clean --if-exists --single-transaction: all of it or, on any error, nothing).',
    'Checks the file against the sha256 of its manifest first, and afterwards that every table has',
    'the rows the manifest lists. Creates the database when it does not exist. Stop web, worker and',
    'temporal-worker first: they hold locks and would write into the restore.',
  ].join('\n'),
  options: {
    yes: { type: 'boolean', short: 'y', description: 'replace the tables of a database that has some (refused without it)' },
    manifest: { type: 'string', placeholder: '<file>', description: 'the manifest (default: <file>.manifest.json beside the dump)' },
  },
  examples: ['npm run db:restore -- backups/platform-20261127T030000Z.dump', 'npm run db:restore -- backups/platform-20261127T030000Z.dump --yes'],
  async run(args) {
    const started = Date.now();
    if (!args.positional) throw new CliError('Name the dump to restore: npm run db:restore -- <file> (run with --help to see the options)');
    const file = resolve(args.positional);
    const { sizeBytes } = await checkDumpFile(file);
    const manifestPath = resolve(args.string('manifest') ?? manifestPathFor(file));
    const manifest = await readManifest(manifestPath);
    if (manifest.sizeBytes !== sizeBytes || manifest.sha256 !== (await sha256File(file))) {
      throw new CliError(`${file} does not match its manifest's size and sha256: the file is damaged (a partial copy?) or not the one ${manifestPath} describes`);
    }
    const restoreTool = await toolVersion('pg_restore');
    // pg_restore reads the whole table of contents: an archive from a newer pg_dump, or a damaged one, stops here.
    const list = await runTool('pg_restore', ['--list', file], process.env);
    if (list.code !== 0) throw new CliError(`pg_restore cannot read ${file}: ${list.stderr.trim().split('\n')[0]}`);

    const target = databaseTarget(readCliEnv().DATABASE_URL);
    const { client, created } = await connectOrCreate(target);
    try {
      const server = await serverVersion(client);
      requireAtLeastServer('pg_restore', restoreTool, server.major, server.text);
      const before = (await listTables(client)).map(tableKey);
      if (before.length > 0 && !args.flag('yes')) {
        throw new CliError(
          `The database "${target.name}" at ${target.safe} has ${before.length} tables; the restore replaces every table of the backup with its contents from ${manifest.createdAt}. Pass --yes to go ahead.`,
        );
      }
      // --clean drops only what the dump holds: a table it lacks (from a newer migration) would
      // stay, and knex_migrations, restored, would no longer list the migration that made it.
      const strangers = before.filter((t) => !(t in manifest.tables));
      if (strangers.length > 0) {
        throw new CliError(
          `The database "${target.name}" has tables the backup does not: ${strangers.join(', ')}. The restore would leave them beside the backup's schema; drop them, or restore into a new empty database (another name in DATABASE_URL).`,
        );
      }

      await warnOfOtherSessions(client, target);
      const run = await runTool(
        'pg_restore',
        // --no-owner: the restored tables belong to the account restoring them (the product's), whoever owned them where the dump was taken.
        ['--clean', '--if-exists', '--single-transaction', '--exit-on-error', '--no-owner', `--dbname=${target.libpqUrl}`, file],
        toolEnv(target),
      );
      if (run.code !== 0) {
        const why = redact(run.stderr.trim(), target);
        throw new CliError(`pg_restore failed (exit ${run.code}); being one transaction, it changed nothing:\n${why}`, dbExitCodes.failed);
      }

      const counts = await countRows(client, await listTables(client));
      const { checks, differences } = compareCounts(manifest.tables, counts);
      const migration = await latestMigration(client);
      if (migration !== manifest.migration) differences.push(`the last migration is ${migration ?? '(none)'}, the backup's ${manifest.migration ?? '(none)'}`);
      console.log(formatTable(checks, [
        { header: 'table', value: (c) => c.table },
        { header: 'backup', value: (c) => (c.expected === null ? '-' : String(c.expected)) },
        { header: 'restored', value: (c) => (c.actual === null ? '-' : String(c.actual)) },
        { header: '', value: (c) => (c.actual === c.expected ? 'ok' : 'DIFFERS') },
      ]));
      console.log('');
      console.log(`restored  ${file} (backup of "${manifest.database}" at ${manifest.createdAt}) into ${target.safe}${created ? ' (database created)' : ''}`);
      console.log(`migration ${migration ?? '(none)'}`);
      console.log(`took      ${((Date.now() - started) / 1000).toFixed(1)} s`);
      if (differences.length > 0) {
        process.stderr.write(`db:restore: the restored database differs from the backup's manifest:\n${differences.map((d) => `  - ${d}`).join('\n')}\n`);
        return dbExitCodes.failed;
      }
      console.log(`verified  ${checks.length} tables, every row count as in the manifest`);
      return dbExitCodes.ok;
    } finally {
      await client.end().catch(() => undefined);
    }
  },
};

if (import.meta.main) process.exitCode = await runDbCommand(restoreCommand);
