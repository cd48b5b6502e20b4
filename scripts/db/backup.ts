import { access, mkdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { CliError } from '../ops/cli/errors.ts';
import { readCliEnv } from '../ops/cli/env.ts';
import { formatTable } from '../ops/cli/table.ts';
import { dbExitCodes, runDbCommand, type DbCommandSpec } from './cli.ts';
import { connectClient, databaseTarget, redact, serverVersion, toolEnv } from './database.ts';
import { formatBytes, sha256File } from './dump-file.ts';
import { manifestPathFor, writeManifest, type Manifest } from './manifest.ts';
import { requireAtLeastServer, runTool, toolVersion } from './pg-tools.ts';
import { countRows, latestMigration, listTables } from './tables.ts';

/** backups/<db>-20261127T093512Z.dump: sorts by time, names the database. */
export function defaultBackupPath(database: string, at: Date, cwd = process.cwd()): string {
  const stamp = at.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
  return join(cwd, 'backups', `${database}-${stamp}.dump`);
}

const exists = (path: string) => access(path).then(() => true, () => false);

export const backupCommand: DbCommandSpec = {
  name: 'db:backup',
  positional: '[file]',
  summary: [
    'Back up the database of DATABASE_URL with pg_dump in the custom format (-Fc), to [file] or',
    'backups/<database>-<UTC time>.dump, and write <file>.manifest.json beside it: the rows of every',
    'table (counted in the snapshot pg_dump wrote), the last knex migration, the pg_dump version and',
    'the sha256 of the dump. Reads only; safe while the product runs. Restore with db:restore.',
  ].join('\n'),
  options: {},
  examples: ['npm run db:backup', 'npm run db:backup -- /var/backups/platform/nightly.dump'],
  async run(args) {
    const started = Date.now();
    const target = databaseTarget(readCliEnv().DATABASE_URL);
    const dump = await toolVersion('pg_dump');
    const client = await connectClient(target);
    let partial: string | null = null;
    try {
      const server = await serverVersion(client);
      requireAtLeastServer('pg_dump', dump, server.major, server.text);

      const at = new Date();
      const out = resolve(args.positional ?? defaultBackupPath(target.name, at));
      const manifestPath = manifestPathFor(out);
      if (await exists(out)) throw new CliError(`${out} exists already: name another file (a backup never overwrites one)`);
      await mkdir(dirname(out), { recursive: true });

      // The counts and pg_dump share one snapshot (exported here, imported with --snapshot),
      // so the manifest describes exactly the rows in the file even while the product writes.
      await client.query('begin isolation level repeatable read read only');
      const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
      const tables = await listTables(client);
      const counts = await countRows(client, tables);
      const migration = await latestMigration(client);

      partial = `${out}.partial`;
      const run = await runTool('pg_dump', ['--format=custom', `--snapshot=${rows[0]!.id}`, `--file=${partial}`, `--dbname=${target.libpqUrl}`], toolEnv(target));
      await client.query('commit');
      if (run.code !== 0) throw new CliError(`pg_dump failed (exit ${run.code}): ${redact(run.stderr.trim(), target)}`, dbExitCodes.failed);
      await rename(partial, out);
      partial = null;

      const manifest: Manifest = {
        version: 1,
        file: basename(out),
        database: target.name,
        createdAt: at.toISOString(),
        sizeBytes: (await stat(out)).size,
        sha256: await sha256File(out),
        pgDumpVersion: dump.text,
        serverVersion: server.text,
        migration,
        tables: counts,
      };
      await writeManifest(manifestPath, manifest);

      const shown = (p: string) => (p.startsWith(process.cwd()) ? relative(process.cwd(), p) : p);
      const rowsTotal = Object.values(counts).reduce((a, b) => a + b, 0);
      console.log(formatTable(Object.entries(counts), [
        { header: 'table', value: ([t]) => t },
        { header: 'rows', value: ([, n]) => String(n) },
      ]));
      console.log('');
      console.log(`backup    ${shown(out)} (of ${target.safe})`);
      console.log(`size      ${formatBytes(manifest.sizeBytes)}`);
      console.log(`rows      ${rowsTotal} in ${tables.length} tables`);
      console.log(`sha256    ${manifest.sha256}`);
      console.log(`migration ${migration ?? '(none)'}`);
      console.log(`manifest  ${shown(manifestPath)}`);
      console.log(`took      ${((Date.now() - started) / 1000).toFixed(1)} s`);
      return dbExitCodes.ok;
    } finally {
      if (partial) await rm(partial, { force: true });
      await client.end().catch(() => undefined);
    }
  },
};

if (import.meta.main) process.exitCode = await runDbCommand(backupCommand);
