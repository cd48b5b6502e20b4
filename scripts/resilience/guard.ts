import { Redis } from 'ioredis';
import pg from 'pg';
import { OWNER_FILE } from './stack/postgres.ts';
import { OWNER_KEY } from './stack/redis.ts';

/** A server the harness must not touch: it restarts, damages and deletes the servers it runs on. */
export class NotOursError extends Error {}

const redact = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

/** The owner mark of a Postgres: the file initdb's folder got from the harness, read through the server itself. */
export async function postgresOwner(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ owner: string }>('select pg_read_file($1) as owner', [OWNER_FILE]);
    return rows[0]?.owner ?? null;
  } catch {
    return null; // no such file, not a superuser, or no server: not ours either way
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function redisOwner(url: string): Promise<string | null> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, enableOfflineQueue: false, connectTimeout: 3000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return await client.get(OWNER_KEY);
  } catch {
    return null;
  } finally {
    client.disconnect();
  }
}

/**
 * Throws unless the server at `url` carries the run's `token`: checked before every restart (a
 * port freed by our server could have been taken by someone else's in between).
 */
export async function assertOurs(kind: 'Postgres' | 'Redis', url: string, token: string): Promise<void> {
  const owner = kind === 'Postgres' ? await postgresOwner(url) : await redisOwner(url);
  if (owner !== token) throw notOurs(kind, url);
}

/** The refusal of a server the run did not start (named on the command line, or a stranger on our port). */
export function notOurs(kind: 'Postgres' | 'Redis', url: string): NotOursError {
  return new NotOursError(
    `Refusing to run against the ${kind} at ${redact(url)}: the resilience run did not start it. ` +
      `It restarts, damages and deletes the servers it runs on, so it only ever uses a ${kind} it started itself in a temporary folder. ` +
      `Run \`npm run resilience\` without --${kind === 'Postgres' ? 'database' : 'redis'}-url.`,
  );
}
