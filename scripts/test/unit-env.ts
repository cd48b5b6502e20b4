import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testEnv } from './kit/test-env.ts';

/**
 * The unit project's environment: no global setup, and the engines' addresses point at port 9
 * on loopback, where nothing listens. A unit test that reaches for Postgres, Redis or Temporal
 * fails at once instead of touching a developer's data: it belongs in `*.integration.test.ts`.
 */
const NOWHERE = '127.0.0.1:9';
Object.assign(
  process.env,
  testEnv({
    databaseUrl: `postgres://postgres@${NOWHERE}/unit_tests_use_no_database`,
    redisUrl: `redis://${NOWHERE}`,
    queuePrefix: 'unit',
    temporalAddress: NOWHERE,
    temporalNamespace: 'default',
    taskQueue: 'unit',
    temporalUiUrl: `http://${NOWHERE}`,
    filesDir: join(tmpdir(), 'unit-tests-homework-files'),
  }),
);
