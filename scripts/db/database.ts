import pg from 'pg';
import { CliError } from '../ops/cli/errors.ts';
import { safeUrl } from '../ops/cli/env.ts';
import { dbExitCodes } from './cli.ts';

/** How long a command waits for Postgres before it says it is unreachable. */
export const CONNECT_TIMEOUT_MS = 3000;

/** DATABASE_URL taken apart: what to connect with, what to print, what to hand the pg tools. */
export interface DatabaseTarget {
  url: string;
  /** Fit to print: the password hidden. */
  safe: string;
  name: string;
  /** The URL without its password, for pg_dump/pg_restore's --dbname (a command line is visible to every user of the machine). */
  libpqUrl: string;
  password: string;
}

export function databaseTarget(url: string): DatabaseTarget {
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.slice(1));
  if (!name) throw new CliError(`DATABASE_URL (${safeUrl(url)}) names no database`);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { url, safe: safeUrl(url), name, libpqUrl: parsed.toString(), password };
}

/** The environment of a pg_dump/pg_restore child: the password through PGPASSWORD, never on its command line. */
export function toolEnv(target: DatabaseTarget, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, ...(target.password ? { PGPASSWORD: target.password } : {}), ...extra };
}

/** Removes the password from text a tool or driver printed, in case it ever echoes it. */
export function redact(text: string, target: DatabaseTarget): string {
  return target.password ? text.split(target.password).join('***') : text;
}

export class DatabaseMissingError extends CliError {
  constructor(target: DatabaseTarget) {
    super(`The database "${target.name}" does not exist at ${target.safe}`, dbExitCodes.unreachable);
  }
}

const unreachableCodes = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'ETIMEDOUT', 'ECONNRESET', 'EAI_AGAIN']);

/** One line saying why Postgres did not take the connection (never its stack, never the password). */
function connectError(target: DatabaseTarget, err: unknown, waitedMs: number): CliError {
  const e = err as { code?: unknown; message?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  const message = typeof e.message === 'string' ? redact(e.message, target) : String(err);
  if (code === '3D000') return new DatabaseMissingError(target);
  if (code === '28P01' || code === '28000') return new CliError(`Postgres at ${target.safe} refused the login: ${message}`, dbExitCodes.unreachable);
  // pg ends a connection attempt that timed out with a vague "Connection terminated...".
  const why = unreachableCodes.has(code) ? code : waitedMs >= CONNECT_TIMEOUT_MS ? `no answer within ${CONNECT_TIMEOUT_MS} ms` : message;
  return new CliError(`Postgres at ${target.safe} is not reachable: ${why}`, dbExitCodes.unreachable);
}

/** A single connection that fails within CONNECT_TIMEOUT_MS when nothing answers. */
export async function connectClient(target: DatabaseTarget): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: target.url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // A connection lost later surfaces as the next query's error; without a listener it would crash the process.
  client.on('error', () => undefined);
  const started = Date.now();
  try {
    await client.connect();
  } catch (err) {
    await client.end().catch(() => undefined);
    throw connectError(target, err, Date.now() - started);
  }
  return client;
}

export interface ServerVersion {
  text: string;
  major: number;
}

export async function serverVersion(client: pg.Client): Promise<ServerVersion> {
  const { rows } = await client.query<{ server_version: string; num: string }>(
    "select current_setting('server_version') as server_version, current_setting('server_version_num') as num",
  );
  const row = rows[0]!;
  return { text: row.server_version, major: Math.floor(Number(row.num) / 10000) };
}
