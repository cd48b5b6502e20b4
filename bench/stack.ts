import { fork, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { createAccessTokens } from '../core/domain/auth/access-token.ts';
import { startSession } from '../core/domain/auth/sessions.ts';
import { connectDatabase, User, type Knex } from '../db/index.ts';
import { dropDatabase, ensureDatabase, migrateLatest } from '../db/migrate.ts';

const root = new URL('../', import.meta.url);

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

async function until(check: () => Promise<boolean>, what: string, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface BenchStack {
  bareUrl: string;
  webUrl: string;
  token: string;
  stop(): Promise<void>;
}

/**
 * A database of the benchmark's own, the real web process as production runs it (sandbox off,
 * info logs to a file), a bare Koa beside it, and a signed-in user's access token.
 */
export async function startBenchStack(): Promise<BenchStack> {
  const runId = randomBytes(4).toString('hex');
  const dbUrl = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/platform');
  dbUrl.pathname = `/platform_bench_${runId}`;
  const databaseUrl = dbUrl.toString();
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const queuePrefix = `bench-${runId}`;
  const jwtSecret = randomBytes(48).toString('base64');
  const children: ChildProcess[] = [];
  let knex: Knex | undefined;

  const stop = async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.filter((c) => c.exitCode === null).map((c) => new Promise((r) => c.once("exit", r))));
    await knex?.destroy();
    await dropDatabase(databaseUrl);
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${queuePrefix}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  };

  try {
    await ensureDatabase(databaseUrl);
    await migrateLatest(databaseUrl);
    knex = connectDatabase(databaseUrl);
    const user = await User.query().insert({ googleId: `bench-${randomUUID()}`, email: 'bench@example.com', name: 'Bench User', role: 'user' });
    const { sessionId } = await startSession(user.id, { ip: null, userAgent: 'bench' }, { ttlDays: 1, reuseGraceSeconds: 0 });
    const token = await createAccessTokens(jwtSecret, 3600).issue({ userId: user.id, sessionId, role: user.role });

    const [barePort, webPort] = [await freePort(), await freePort()];
    children.push(fork(new URL('bench/bare-koa.ts', root), [String(barePort)], { stdio: 'ignore' }));
    mkdirSync(new URL('test-results/', root), { recursive: true });
    const log = createWriteStream(new URL('test-results/bench-web.log', root));
    const web = spawn(process.execPath, ['api/server.ts'], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        SANDBOX: '0',
        PORT: String(webPort),
        PUBLIC_URL: `http://127.0.0.1:${webPort}`,
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        QUEUE_PREFIX: queuePrefix,
        TEMPORAL_ADDRESS: '127.0.0.1:1',
        JWT_SECRET: jwtSecret,
        SESSION_SECRET: randomBytes(48).toString('base64'),
        ENCRYPTION_KEYS: `b1:${randomBytes(32).toString('base64')}`,
        ENCRYPTION_KEY_ID: 'b1',
        GOOGLE_CLIENT_ID: 'bench',
        GOOGLE_CLIENT_SECRET: 'bench',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    web.stdout?.pipe(log);
    web.stderr?.pipe(log);
    children.push(web);

    const bareUrl = `http://127.0.0.1:${barePort}/`;
    const webUrl = `http://127.0.0.1:${webPort}`;
    await until(() => fetch(bareUrl).then((r) => r.ok, () => false), 'bare Koa');
    await until(() => fetch(`${webUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.ok, () => false), 'the web process');
    return { bareUrl, webUrl, token, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
