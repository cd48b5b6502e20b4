import type { Knex } from 'knex';
import { fileURLToPath } from 'node:url';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * How long a query waits for a pooled connection (knex's default is 60 s). Bounded so that a
 * request meets Postgres down or restarting with a quick 503 (api/middleware/error-handler.ts)
 * rather than hanging past its caller's patience; a refused connection fails at once anyway
 * (knex propagates the create error).
 */
export const ACQUIRE_CONNECTION_TIMEOUT_MS = 5000;

/**
 * One knex configuration for the app, the CLI scripts and the tests; only the URL varies.
 * Connections that a Postgres restart broke are never handed out again: knex listens for
 * 'error' and 'end' on every pooled pg client (so an idle one dying does not crash the process)
 * and its pool's validate discards a client so marked at the next acquire.
 */
export function knexConfig(databaseUrl: string, pool: { min: number; max: number } = { min: 0, max: 10 }): Knex.Config {
  return {
    client: 'pg',
    connection: databaseUrl,
    pool,
    acquireConnectionTimeout: ACQUIRE_CONNECTION_TIMEOUT_MS,
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
