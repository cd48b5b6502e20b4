import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import knexFactory from 'knex';
import { describe, expect, it } from 'vitest';
import { runScript } from '../test/kit/run-script.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** `npm run resilience` with `args`, as a person runs it (none of the test's env): its exit code and output. */
async function runHarness(args: string[], timeoutMs: number): Promise<{ code: number | null; output: string }> {
  const ran = await runScript(`${root}/scripts/resilience/run.ts`, args, { cwd: root, inheritEnv: false, timeoutMs });
  return { code: ran.code, output: ran.stdout + ran.stderr };
}

describe('npm run resilience refuses what it must not touch', () => {
  it('refuses a database it did not start, with a clear message, and leaves it as it was', async () => {
    const knex = knexFactory({ client: 'pg', connection: process.env.DATABASE_URL! });
    try {
      const before = await knex('knex_migrations').count({ n: '*' }).first();
      const { code, output } = await runHarness(['--database-url', process.env.DATABASE_URL!], 30_000);
      expect(code).toBe(2);
      expect(output).toContain('Refusing to run against the Postgres at');
      expect(output).toContain('only ever uses a Postgres it started itself');
      expect(await knex('knex_migrations').count({ n: '*' }).first()).toEqual(before);
    } finally {
      await knex.destroy();
    }
  });

  it('refuses a Redis it did not start', async () => {
    const { code, output } = await runHarness(['--redis-url', process.env.REDIS_URL!], 30_000);
    expect(code).toBe(2);
    expect(output).toContain('Refusing to run against the Redis at');
  });

  it('names a bad option', async () => {
    const { code, output } = await runHarness(['--rate', 'many'], 30_000);
    expect(code).toBe(2);
    expect(output).toContain('--rate must be a number');
  });
});

/**
 * The short version of the fault run (the long one is `npm run resilience`, figures in
 * docs/resilience.md): every fault once under a light mixed load, then the audit.
 */
describe('the short fault run', () => {
  it('loses and doubles nothing and answers no 500 while each part fails in turn', { timeout: 15 * 60_000 }, async () => {
    const report = 'test-results/resilience-short.md';
    const { code, output } = await runHarness(['--short', '--report', report], 14 * 60_000);
    expect(code, output.slice(-6000)).toBe(0);
    const text = readFileSync(`${root}/${report}`, 'utf8');
    expect(text).toContain('**Verdict: PASS**');
    for (const fault of ['Redis restarted', 'Postgres restarted', 'Temporal restarted', 'web killed (-9)', 'worker killed (-9)', 'temporal-worker killed (-9)']) expect(text).toContain(`| ${fault} |`);
  });
});
