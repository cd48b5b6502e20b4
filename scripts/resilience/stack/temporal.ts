import { join } from 'node:path';
import { Connection } from '@temporalio/client';
import { temporalCliPath } from '../../test/temporal-cli.ts';
import { startOwned, stopOwned, waitUntil, type OwnedProcess, restartAfter } from '../../test/kit/processes.ts';

export interface OwnTemporal {
  address: string;
  restart(downMs: number, onDown?: () => void): Promise<void>;
  stop(): Promise<void>;
}

async function answers(address: string): Promise<boolean> {
  let connection: Connection | undefined;
  try {
    connection = await Connection.connect({ address, connectTimeout: 1000 });
    await connection.workflowService.getSystemInfo({}, );
    return true;
  } catch {
    return false;
  } finally {
    await connection?.close().catch(() => undefined);
  }
}

/**
 * The Temporal dev server with its state in a SQLite file of `dir`: a restart keeps every
 * workflow, timer and Schedule, as a production cluster's own database does.
 */
export async function startOwnTemporal(dir: string, port: number, logPath: string): Promise<OwnTemporal> {
  const address = `127.0.0.1:${port}`;
  let server: OwnedProcess;
  const start = async () => {
    server = startOwned('temporal', temporalCliPath(), ['server', 'start-dev', '--db-filename', join(dir, 'temporal.db'), '--ip', '127.0.0.1', '--port', String(port), '--headless', '--log-level', 'warn'], { logPath });
    await waitUntil(() => answers(address), 'Temporal to answer', 60_000, server);
  };
  await start();
  return {
    address,
    restart: (downMs, onDown) => restartAfter(() => stopOwned(server, 30_000), start, downMs, onDown),
    stop: () => stopOwned(server, 30_000),
  };
}
