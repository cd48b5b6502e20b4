import { dropDatabase, ensureDatabase, migrateLatest } from '../db/migrate.ts';
import type { Cleanup } from './cleanup.ts';

/**
 * A database of the run's own (platform_bench_<runId>) on the server of DATABASE_URL, migrated
 * to the latest schema and dropped by the cleanup.
 */
export async function createBenchDatabase(runId: string, cleanup: Cleanup): Promise<string> {
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/platform');
  url.pathname = `/platform_bench_${runId}`;
  const databaseUrl = url.toString();
  // Registered first: `drop database if exists` also undoes a half-made database.
  cleanup.add(`drop the database ${url.pathname.slice(1)}`, () => dropDatabase(databaseUrl));
  await ensureDatabase(databaseUrl);
  await migrateLatest(databaseUrl);
  return databaseUrl;
}
