import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { config, resetConfigForTests, type Config } from '../../core/config.ts';
import { buildApp } from '../app.ts';
import { buildTemporalUiApp } from '../routes/temporal-ui-origin.ts';
import { closeAppDeps, createAppDeps } from '../create-deps.ts';
import type { AppDeps } from '../deps.ts';
import type { RateLimits } from '../middleware/rate-limit-numbers.ts';

const lenient = (limits: RateLimits): RateLimits =>
  Object.fromEntries(Object.entries(limits).map(([name, rule]) => [name, { ...rule, points: rule.points * 1000 }])) as RateLimits;

export interface TestApp {
  baseUrl: string;
  /** The Temporal UI's own origin (the web process's second listener), on 127.0.0.1. */
  temporalUiUrl: string;
  deps: AppDeps;
  server: Server;
  close(): Promise<void>;
}

/**
 * The real app on a free port, configured from the run's env plus `overrides`. With
 * `browser: true` it listens on every interface and PUBLIC_URL is http://localhost:<port>, so
 * a real browser's redirects and cookies land back on it.
 */
export async function startTestApp(overrides: Record<string, string> = {}, options: { browser?: boolean; productionRateLimits?: boolean; rateLimits?: Partial<RateLimits> } = {}): Promise<TestApp> {
  const server = createServer();
  await new Promise<void>((resolve) => (options.browser ? server.listen(0, resolve) : server.listen(0, '127.0.0.1', resolve)));
  const port = (server.address() as AddressInfo).port;
  if (options.browser) overrides = { PUBLIC_URL: `http://localhost:${port}`, ...overrides };
  // On 127.0.0.1 while the console is on localhost: a host of its own, as in development.
  const uiServer = createServer();
  await new Promise<void>((resolve) => uiServer.listen(0, '127.0.0.1', resolve));
  const temporalUiUrl = `http://127.0.0.1:${(uiServer.address() as AddressInfo).port}`;
  overrides = { TEMPORAL_UI_PUBLIC_URL: temporalUiUrl, ...overrides };
  const saved = { ...process.env };
  Object.assign(process.env, overrides);
  resetConfigForTests();
  let cfg: Config;
  try {
    cfg = config();
  } finally {
    process.env = saved;
    resetConfigForTests();
  }
  // The sandbox's server-side OAuth calls go to this port.
  const deps = createAppDeps({ ...cfg, PORT: port });
  // Every test app of a run signs in from 127.0.0.1 under the run's Redis prefix: real limits
  // would couple unrelated test files through one counter. The limits' own tests ask for them.
  if (!options.productionRateLimits) deps.rateLimits = lenient(deps.rateLimits);
  // A limit's own test asks for a small one.
  deps.rateLimits = { ...deps.rateLimits, ...options.rateLimits };
  server.on('request', (await buildApp(deps)).callback());
  uiServer.on('request', buildTemporalUiApp(deps, temporalUiUrl).callback());
  return {
    baseUrl: options.browser ? `http://localhost:${port}` : `http://127.0.0.1:${port}`,
    temporalUiUrl,
    deps,
    server,
    async close() {
      for (const s of [server, uiServer]) {
        s.closeAllConnections();
        await new Promise<void>((resolve) => s.close(() => resolve()));
      }
      await closeAppDeps(deps);
    },
  };
}
