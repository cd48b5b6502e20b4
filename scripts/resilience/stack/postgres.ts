import { execFileSync } from 'node:child_process';
import { chownSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { startOwned, stopOwned, waitUntil, type OwnedProcess, restartAfter } from '../../test/kit/processes.ts';

/** The file in the data directory that marks a cluster as the harness's own (see guard.ts). */
export const OWNER_FILE = 'resilience-owner';

export interface OwnPostgres {
  url: string;
  /** A fast shutdown (SIGINT: sessions are cut, as a failover or a restart for an upgrade does), then a start on the same data. */
  restart(downMs: number, onDown?: () => void): Promise<void>;
  stop(): Promise<void>;
}

/** Postgres refuses to run as root: under root the cluster belongs to the `postgres` user. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}

async function accepts(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * A cluster of the harness's own, from the installed binaries, in `dir`: initdb, then the
 * server as a child on `port` (loopback only, trust auth: nothing but this machine's harness
 * reaches it). Data survives restarts, as a real server's does.
 */
export async function startOwnPostgres(dir: string, port: number, token: string, logPath: string): Promise<OwnPostgres> {
  const data = join(dir, 'data');
  const socketDir = join(dir, 'socket');
  mkdirSync(socketDir, { recursive: true });
  const user = runAs();
  if (user) {
    chownSync(dir, user.uid, user.gid);
    chownSync(socketDir, user.uid, user.gid);
  }
  execFileSync('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--locale=C'], { ...user, stdio: 'pipe' });
  writeFileSync(join(data, OWNER_FILE), token);
  if (user) chownSync(join(data, OWNER_FILE), user.uid, user.gid);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let server: OwnedProcess;
  const start = async () => {
    server = startOwned('postgres', 'postgres', ['-D', data, '-p', String(port), '-k', socketDir, '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'], { ...user, logPath });
    await waitUntil(() => accepts(url), 'Postgres to accept connections', 30_000, server);
  };
  const shutdown = async () => {
    if (!server.running()) return;
    server.child.kill('SIGINT');
    await server.exited;
  };
  await start();
  return {
    url,
    restart: (downMs, onDown) => restartAfter(shutdown, start, downMs, onDown),
    stop: async () => {
      await shutdown();
      await stopOwned(server);
    },
  };
}
