import { defineConfig } from 'vitest/config';

/**
 * Four projects, each runnable alone (`npx vitest run --project <name>`), by what a test needs:
 * - unit: `*.test.ts` — no Postgres, Redis or Temporal, no global setup (their addresses point
 *   where nothing listens, scripts/test/unit-env.ts); with `console` (jsdom) they are
 *   `npm run test:unit`.
 * - integration: `*.integration.test.ts` — Postgres, Redis and Temporal of the run's own, the
 *   app and workers in the test's process.
 * - e2e: `*.e2e.test.ts` — the product's processes spawned, crashed, replicated.
 * - browser: `*.browser.test.ts` — Chromium through Playwright against the app in sandbox.
 * The engine projects share one database, queue prefix and Temporal server per vitest run.
 */
const server = ['contracts', 'db', 'core', 'api', 'workers', 'workflows', 'sandbox', 'scripts', 'bench'].join(',');
const files = (suffix: string) => [`{${server}}/**/*.${suffix}`];
const engines = { globalSetup: ['scripts/test/global-setup.ts'], setupFiles: ['scripts/test/setup-env.ts'] };

export default defineConfig({
  test: {
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: more workers than that only adds contention with Postgres and Temporal.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: files('test.ts'),
          exclude: [...files('{integration,e2e,browser}.test.ts'), '**/node_modules/**'],
          setupFiles: ['scripts/test/unit-env.ts'],
          // Pure modules: one worker keeps them loaded across files (measured: 15 s against 28 s isolated).
          isolate: false,
        },
      },
      'console/vitest.config.ts',
      // The engine projects wait on Postgres, Temporal, spawned processes and Chromium more than
      // they compute: measured on 2 cores with 2 workers, integration files left the CPU half idle
      // and browser files two thirds idle; 3 at a time kept each file's own time (e2e: 344 s of
      // file time either way). They share one pool (one group): run as three phases, each waited
      // for its slowest file (2026-11-29: 230, 227 and 246 s for 322, 414 and 567 s of file time);
      // in one pool the short integration files fill the time the long browser and e2e files leave.
      // Within the group vitest starts the browser files, then e2e, then integration (by project
      // name, larger files first), so the longest files start early.
      { extends: true, test: { name: 'integration', include: files('integration.test.ts'), ...engines, maxWorkers: 3, sequence: { groupOrder: 1 } } },
      { extends: true, test: { name: 'e2e', include: files('e2e.test.ts'), ...engines, maxWorkers: 3, sequence: { groupOrder: 1 } } },
      { extends: true, test: { name: 'browser', include: files('browser.test.ts'), ...engines, maxWorkers: 3, sequence: { groupOrder: 1 } } },
    ],
  },
});
