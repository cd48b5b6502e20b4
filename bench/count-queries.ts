import type { Knex } from 'knex';

/**
 * The SQL statements `run` sends through `knex` (the pool the Objection models are bound to),
 * read from knex's 'query' event. Only meaningful while nothing else uses that pool: the bench
 * process's own connection is idle while it counts.
 */
export async function countQueries<T>(knex: Knex, run: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const listener = (query: { sql: string }) => void statements.push(query.sql);
  knex.on('query', listener);
  try {
    return { result: await run(), statements };
  } finally {
    knex.off('query', listener);
  }
}
