import knexFactory from 'knex';
import { markDatabaseKind } from './deployment.ts';
import { knexConfig } from './knexfile.ts';

function databaseName(databaseUrl: string): string {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  if (!/^[a-z0-9_]+$/i.test(name)) throw new Error(`Refusing unusual database name "${name}"`);
  return name;
}

function maintenanceUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  return url.toString();
}

/** Creates the database named in the URL when it does not exist yet. */
export async function ensureDatabase(databaseUrl: string): Promise<boolean> {
  const name = databaseName(databaseUrl);
  const admin = knexFactory({ client: 'pg', connection: maintenanceUrl(databaseUrl), pool: { min: 0, max: 1 } });
  try {
    const found = await admin.raw<{ rowCount: number }>('select 1 from pg_database where datname = ?', [name]);
    if (found.rowCount > 0) return false;
    await admin.raw(`create database "${name}"`);
    return true;
  } finally {
    await admin.destroy();
  }
}

export async function dropDatabase(databaseUrl: string): Promise<void> {
  const name = databaseName(databaseUrl);
  const admin = knexFactory({ client: 'pg', connection: maintenanceUrl(databaseUrl), pool: { min: 0, max: 1 } });
  try {
    await admin.raw(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.destroy();
  }
}

/** Runs every pending migration; answers the names it applied. */
export async function migrateLatest(databaseUrl: string): Promise<string[]> {
  const knex = knexFactory(knexConfig(databaseUrl, { min: 0, max: 1 }));
  try {
    const [, applied] = (await knex.migrate.latest()) as [number, string[]];
    return applied;
  } finally {
    await knex.destroy();
  }
}

if (import.meta.main) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    process.stderr.write('DATABASE_URL is not set (see .env.example)\n');
    process.exit(78);
  }
  const created = await ensureDatabase(url);
  const applied = await migrateLatest(url);
  // The production image (NODE_ENV=production) marks its database for good: no sandbox seed
  // can ever be written to it.
  if (process.env.NODE_ENV === 'production') {
    const knex = knexFactory(knexConfig(url, { min: 0, max: 1 }));
    await markDatabaseKind(knex, 'production').finally(() => knex.destroy());
  }
  process.stdout.write(
    `${created ? 'created database; ' : ''}${applied.length ? `applied ${applied.length} migration(s): ${applied.join(', ')}` : 'migrations up to date'}\n`,
  );
}
