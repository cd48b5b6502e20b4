import { Client, Connection } from '@temporalio/client';
import { Redis } from 'ioredis';
import { connectDatabase, type Knex } from '../../../db/index.ts';
import { safeUrl } from './env.ts';
import { CliError, exitCodes } from './errors.ts';

/** How long a command waits for a store before it says it is unreachable. */
export const CONNECT_TIMEOUT_MS = 3000;

const reason = (err: unknown): string => {
  const e = err as { code?: unknown; message?: unknown } | null;
  if (e && typeof e.code === 'string') return e.code;
  return e && typeof e.message === 'string' ? e.message : String(err);
};

async function within<T>(what: string, work: Promise<T>, ms = CONNECT_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } catch (err) {
    throw new CliError(`${what} is not reachable: ${reason(err)}`, exitCodes.unreachable);
  } finally {
    clearTimeout(timer);
  }
}

export async function connectPostgres(url: string): Promise<Knex> {
  const knex = connectDatabase(url, { min: 0, max: 4 });
  try {
    await within(`Postgres at ${safeUrl(url)}`, knex.raw('select 1'));
  } catch (err) {
    await knex.destroy().catch(() => undefined);
    throw err;
  }
  return knex;
}

/**
 * A Redis connection that fails fast: a refused first connection is an answer, not something
 * to wait out; once connected, a dropped connection is retried a few times during a long run.
 */
export async function connectRedis(url: string): Promise<Redis> {
  let connected = false;
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 3,
    retryStrategy: (times) => (connected && times <= 10 ? Math.min(times * 200, 2000) : null),
  });
  // connect() rejects with a bare "Connection is closed"; the cause (ECONNREFUSED...) comes as an event.
  let cause: unknown = null;
  redis.on('error', (err) => {
    cause = err;
  });
  try {
    await within(
      `Redis at ${safeUrl(url)}`,
      redis.connect().catch((err: unknown) => {
        throw cause ?? err;
      }),
    );
    connected = true;
  } catch (err) {
    redis.disconnect();
    throw err;
  }
  return redis;
}

export interface TemporalConnection {
  client: Client;
  connection: Connection;
  namespace: string;
}

export async function connectTemporal(address: string, namespace: string): Promise<TemporalConnection> {
  const connection = await within(`Temporal at ${address}`, Connection.connect({ address, connectTimeout: CONNECT_TIMEOUT_MS }));
  return { connection, namespace, client: new Client({ connection, namespace }) };
}
