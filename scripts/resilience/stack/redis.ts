import { Redis } from 'ioredis';
import { startOwned, stopOwned, waitUntil, type OwnedProcess, restartAfter } from '../../test/kit/processes.ts';

/** The key that marks a Redis as the harness's own (see guard.ts); AOF keeps it across restarts. */
export const OWNER_KEY = 'resilience:owner';

export interface OwnRedis {
  url: string;
  /** SHUTDOWN as a restart does (the AOF is flushed), then a start on the same files. */
  restart(downMs: number, onDown?: () => void): Promise<void>;
  stop(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, enableOfflineQueue: false });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/**
 * redis-server with docker-compose.yml's persistence settings (append-only file, noeviction, so
 * BullMQ never loses a key to memory pressure), its files in `dir`.
 */
export async function startOwnRedis(dir: string, port: number, token: string, logPath: string): Promise<OwnRedis> {
  const url = `redis://127.0.0.1:${port}`;
  let server: OwnedProcess;
  const start = async () => {
    server = startOwned('redis', 'redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--appendfsync', 'everysec', '--maxmemory-policy', 'noeviction', '--save', ''], { logPath });
    await waitUntil(() => answers(url), 'Redis to answer PING', 30_000, server);
  };
  await start();
  const owner = new Redis(url);
  await owner.set(OWNER_KEY, token);
  owner.disconnect();
  const shutdown = async () => {
    // SIGTERM is redis-server's SHUTDOWN: the AOF is written out, as `docker restart` does.
    await stopOwned(server, 30_000);
  };
  return {
    url,
    restart: (downMs, onDown) => restartAfter(shutdown, start, downMs, onDown),
    stop: shutdown,
  };
}
