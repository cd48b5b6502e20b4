import type { Knex } from 'knex';
import { fileURLToPath } from 'node:url';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** One knex configuration for the app, the CLI scripts and the tests; only the URL varies. */
export function knexConfig(databaseUrl: string, pool: { min: number; max: number } = { min: 0, max: 10 }): Knex.Config {
  return {
    client: 'pg',
    connection: databaseUrl,
    pool,
    migrations: {
      directory: here('./migrations'),
      loadExtensions: ['.ts'],
      tableName: 'knex_migrations',
    },
    seeds: {
      directory: here('./seeds'),
      loadExtensions: ['.ts'],
    },
  };
}
