import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{contracts,db,core,api,workers,workflows,sandbox,scripts,bench}/**/*.test.ts'],
    globalSetup: ['scripts/test/global-setup.ts'],
    setupFiles: ['scripts/test/setup-env.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: more workers than that only adds contention with Postgres and Temporal.
    maxWorkers: 2,
  },
});
