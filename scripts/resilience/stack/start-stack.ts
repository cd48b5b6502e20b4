import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { connectDatabase, type Knex } from '../../../db/index.ts';
import { ensureDatabase, migrateLatest } from '../../../db/migrate.ts';
import { freePort } from '../../test/free-port.ts';
import type { LoadContext } from '../load/contract.ts';
import { startFakesProcess } from './fakes-process.ts';
import { startOwnPostgres, type OwnPostgres } from './postgres.ts';
import { productEnv } from './product-env.ts';
import { startProductProcesses, type ProductProcesses } from './product-processes.ts';
import { startOwnRedis, type OwnRedis } from './redis.ts';
import { startOwnTemporal, type OwnTemporal } from './temporal.ts';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface Stack {
  dir: string;
  /** The token in the servers' owner marks (guard.ts). */
  token: string;
  ctx: LoadContext;
  postgres: OwnPostgres;
  redis: OwnRedis;
  temporal: OwnTemporal;
  processes: ProductProcesses;
  knex: Knex;
  stop(options?: { keep?: boolean }): Promise<void>;
}

/**
 * Everything the fault run needs, its own from top to bottom, in a temporary folder: Postgres,
 * Redis and Temporal servers, the fakes process, the product's processes. `log` tells the
 * person what is starting (it takes a minute).
 */
export async function startStack(log: (line: string) => void, expectedOffers: (kind: string) => number = () => 100): Promise<Stack> {
  const dir = mkdtempSync(join(tmpdir(), 'resilience-'));
  // Under root the cluster runs as `postgres`, which must be able to reach its folder inside.
  chmodSync(dir, 0o711);
  const logDir = join(dir, 'logs');
  mkdirSync(logDir);
  const token = randomBytes(16).toString('hex');
  const [pgPort, redisPort, temporalPort, webPort, fakesPort] = await Promise.all([freePort(), freePort(), freePort(), freePort(), freePort()]);
  const stops: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  };
  try {
    log(`servers of its own in ${dir}`);
    const postgres = await startOwnPostgres(join(dir, 'postgres'), pgPort, token, join(logDir, 'postgres.log'));
    stops.push(() => postgres.stop());
    const databaseUrl = postgres.url.replace(/\/postgres$/, '/platform');
    await ensureDatabase(databaseUrl);
    await migrateLatest(databaseUrl);
    mkdirSync(join(dir, 'redis'));
    const redis = await startOwnRedis(join(dir, 'redis'), redisPort, token, join(logDir, 'redis.log'));
    stops.push(() => redis.stop());
    mkdirSync(join(dir, 'temporal'));
    const temporal = await startOwnTemporal(join(dir, 'temporal'), temporalPort, join(logDir, 'temporal.log'));
    stops.push(() => temporal.stop());
    log(`Postgres :${pgPort}, Redis :${redisPort}, Temporal :${temporalPort}`);

    const filesDir = join(dir, 'homework-files');
    mkdirSync(filesDir);
    const env = productEnv({ webPort, fakesOrigin: `http://127.0.0.1:${fakesPort}`, databaseUrl, redisUrl: redis.url, temporalAddress: temporal.address, filesDir });
    const fakes = await startFakesProcess(env, fakesPort, join(logDir, 'fakes.log'), ROOT);
    stops.push(() => fakes.stop());
    log('building the workflow bundle, as a production image does');
    execFileSync(process.execPath, ['scripts/build-workflow-bundle.ts'], { cwd: ROOT, stdio: 'pipe' });
    const processes = await startProductProcesses(env, logDir, ROOT);
    stops.push(() => processes.stop());
    log(`web :${webPort}, worker, temporal-worker, fakes :${fakesPort} (logs in ${logDir})`);

    const knex = connectDatabase(databaseUrl, { min: 0, max: 5 });
    stops.push(() => knex.destroy());
    const ctx: LoadContext = { baseUrl: `http://127.0.0.1:${webPort}`, fakesUrl: fakes.origin, env, knex, log, expectedOffers };
    return {
      dir,
      token,
      ctx,
      postgres,
      redis,
      temporal,
      processes,
      knex,
      async stop({ keep = false } = {}) {
        await stopAll();
        if (!keep) rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await stopAll();
    throw new Error(`${err instanceof Error ? err.message : String(err)} (logs kept in ${logDir})`, { cause: err });
  }
}
