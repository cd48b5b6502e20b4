import { isGrpcServiceError } from '@temporalio/client';
import { DatabaseError } from 'pg';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../contracts/service-unavailable.ts';

/**
 * Which of the platform's own services an error says is unreachable (down, restarting, not
 * accepting connections): the API answers those 503 with SERVICE_UNAVAILABLE_MESSAGE and a
 * Retry-After, never 500. `network`: a socket error, which does not say whose socket it was.
 */
export type Dependency = 'postgres' | 'redis' | 'temporal' | 'network';

/** What a user reads for any of them (names nothing internal; the console translates it). */
export { SERVICE_UNAVAILABLE_MESSAGE };
/** Seconds a client should wait before trying again: a restart of Redis, Postgres or Temporal takes a few. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * Postgres SQLSTATEs of a server that is going away or not there yet: class 08 (connection
 * exception), 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting
 * up, in recovery), 53300 too_many_connections.
 */
const pgUnavailableCodes = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres' own messages for a connection that died under a query (pg/lib/client.js). */
const pgConnectionMessages = new Set([
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Connection terminated due to connection timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
]);
/** ioredis' messages while it has no connection (ioredis/built/Redis.js, utils CONNECTION_CLOSED_ERROR_MSG). */
const redisConnectionMessages = new Set(['Connection is closed.', "Stream isn't writeable and enableOfflineQueue options is false"]);
/** Socket errors of a peer that refused, dropped or cannot be found. */
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** gRPC statuses of a Temporal frontend that cannot be reached (@grpc/grpc-js status). */
const grpcUnavailableCodes = new Set([4 /* DEADLINE_EXCEEDED */, 14 /* UNAVAILABLE */]);

function ownField(err: object, key: string): unknown {
  return key in err ? (err as Record<string, unknown>)[key] : undefined;
}

function classifyOne(err: object): Dependency | null {
  const name = ownField(err, 'name');
  const message = ownField(err, 'message');
  const code = ownField(err, 'code');
  // Knex gives up waiting for a pooled connection (db/knexfile.ts bounds the wait); its query
  // timeouts share the class but not the message, and are not an outage.
  if (name === 'KnexTimeoutError' && typeof message === 'string' && message.includes('Timeout acquiring a connection')) return 'postgres';
  if (err instanceof DatabaseError && typeof code === 'string' && (code.startsWith('08') || pgUnavailableCodes.has(code))) return 'postgres';
  // Knex puts the query before the driver's words ("select … - Connection terminated unexpectedly").
  if (typeof message === 'string' && [...pgConnectionMessages].some((text) => message === text || message.endsWith(` - ${text}`))) return 'postgres';
  if (name === 'MaxRetriesPerRequestError') return 'redis';
  if (typeof message === 'string' && redisConnectionMessages.has(message)) return 'redis';
  // A Redis restarted with AOF answers LOADING until its data is read back.
  if (name === 'ReplyError' && typeof message === 'string' && message.startsWith('LOADING ')) return 'redis';
  if (isGrpcServiceError(err) && grpcUnavailableCodes.has(Number(err.code))) return 'temporal';
  // A socket error names no owner (a pool's connect refused, a dropped stream): the log gives its peer.
  if (typeof code === 'string' && socketCodes.has(code) && typeof ownField(err, 'syscall') === 'string') return 'network';
  return null;
}

/** The dependency that is down, what its driver said, and (for a socket error) which address it was. */
export interface Unavailable {
  dependency: Dependency;
  detail: string;
  peer?: string;
}

function peerOf(err: object): string | undefined {
  const address = ownField(err, 'address');
  const port = ownField(err, 'port');
  if (typeof address !== 'string') return undefined;
  return typeof port === 'number' ? `${address}:${port}` : address;
}

/**
 * The dependency `err` says is unreachable, or null. Follows the wrappers the stack puts around
 * a driver's error: `cause` (Temporal's ServiceError, our AppErrors) and `nativeError`
 * (Objection's DBError).
 */
export function unavailableDependency(err: unknown): Unavailable | null {
  let current: unknown = err;
  for (let depth = 0; depth < 6 && typeof current === 'object' && current !== null; depth++) {
    const dependency = classifyOne(current);
    if (dependency) {
      const message = ownField(current, 'message');
      const peer = peerOf(current);
      return { dependency, detail: typeof message === 'string' ? message : dependency, ...(peer ? { peer } : {}) };
    }
    current = ownField(current, 'cause') ?? ownField(current, 'nativeError');
  }
  return null;
}
