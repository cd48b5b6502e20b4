import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import knexFactory, { type Knex } from 'knex';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseKind, markDatabaseKind } from './deployment.ts';
import { knexConfig } from './knexfile.ts';
import { dropDatabase, ensureDatabase, migrateLatest } from './migrate.ts';

/** Each case gets a database of its own: what the seed may do depends on the whole database. */
const made: Array<{ url: string; knex: Knex }> = [];
async function freshDatabase(): Promise<{ url: string; knex: Knex }> {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${url.pathname.slice(1)}_d${randomBytes(3).toString('hex')}`;
  await ensureDatabase(url.toString());
  await migrateLatest(url.toString());
  const db = { url: url.toString(), knex: knexFactory(knexConfig(url.toString(), { min: 0, max: 1 })) };
  made.push(db);
  return db;
}
afterEach(async () => {
  for (const db of made.splice(0)) {
    await db.knex.destroy();
    await dropDatabase(db.url);
  }
});

const seedCli = (url: string, env: Record<string, string>) =>
  spawnSync(process.execPath, ['db/seed.ts'], { cwd: new URL('../', import.meta.url), env: { PATH: process.env.PATH ?? '', DATABASE_URL: url, ...env }, encoding: 'utf8', timeout: 30_000 });
const demoUsers = (knex: Knex) => knex('users').where('google_id', 'like', 'sandbox-%').count<[{ count: string }]>('* as count').then(([r]) => Number(r!.count));

describe('the demo seed', () => {
  it('marks a new database as a sandbox one and seeds it when SANDBOX=1', { timeout: 60_000 }, async () => {
    const db = await freshDatabase();
    const run = seedCli(db.url, { SANDBOX: '1' });
    expect(run.status, run.stderr).toBe(0);
    expect(await databaseKind(db.knex)).toBe('sandbox');
    expect(await demoUsers(db.knex)).toBe(4);
    // Run again (every `npm run dev`): nothing changes.
    expect(seedCli(db.url, { SANDBOX: '1' }).status).toBe(0);
    expect(await demoUsers(db.knex)).toBe(4);
    // The homework demo, once: Anna teaches two cohorts of 30 (some Pending), Mikhail is one of them.
    const count = async (sql: string) => Number((await db.knex.raw<{ rows: [{ n: string }] }>(`SELECT count(*) AS n FROM ${sql}`)).rows[0].n);
    expect(await count("homework_courses c JOIN users u ON u.id = c.teacher_id WHERE u.email = 'anna@sandbox.test'")).toBe(1);
    expect(await count('homework_cohorts')).toBe(2);
    expect(await count('homework_cohort_students')).toBe(30);
    expect(await count('homework_cohort_students WHERE NOT is_active')).toBeGreaterThan(0);
    expect(await count("homework_cohort_students s JOIN users u ON u.id = s.user_id WHERE u.email = 'mikhail@sandbox.test'")).toBe(1);
    expect(await count('homework_assignments')).toBe(5);
    expect(await count('homework_assignments WHERE max_score IS NULL')).toBe(1);
    for (const status of ['graded', 'pending', 'needs_review']) expect(await count(`homework_submissions WHERE status = '${status}'`)).toBeGreaterThan(0);
    // Held grades say why (issue 15), and a demo chat user can join with a Pending student's code.
    expect(await count("homework_submissions WHERE status = 'needs_review' AND (review_reason IS NULL OR ai_confidence IS NULL)")).toBe(0);
    expect(await count("homework_grades WHERE grade_key IS NULL")).toBe(0);
    expect(await count("homework_cohort_students WHERE telegram_code = 'HW0008' AND NOT is_active")).toBe(1);
  });

  it('refuses without SANDBOX=1, or in production', { timeout: 60_000 }, async () => {
    const db = await freshDatabase();
    const refused: Array<Record<string, string>> = [{}, { SANDBOX: '0' }, { SANDBOX: '1', NODE_ENV: 'production' }];
    for (const env of refused) {
      const run = seedCli(db.url, env);
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/Refusing to seed sandbox data/);
    }
    expect(await databaseKind(db.knex)).toBeNull();
    expect(await demoUsers(db.knex)).toBe(0);
  });

  it('refuses a database where real people have signed in', { timeout: 60_000 }, async () => {
    const db = await freshDatabase();
    await db.knex('users').insert({ google_id: '1098765432', email: 'customer@example.com', name: 'A Customer', role: 'user' });
    const run = seedCli(db.url, { SANDBOX: '1' });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/holds real users/);
    expect(await databaseKind(db.knex)).toBeNull();
    expect(await demoUsers(db.knex)).toBe(0);
  });

  it('refuses a database the production image migrated', { timeout: 60_000 }, async () => {
    const db = await freshDatabase();
    const migrate = spawnSync(process.execPath, ['db/migrate.ts'], { cwd: new URL('../', import.meta.url), env: { PATH: process.env.PATH ?? '', DATABASE_URL: db.url, NODE_ENV: 'production' }, encoding: 'utf8', timeout: 30_000 });
    expect(migrate.status, migrate.stderr).toBe(0);
    expect(await databaseKind(db.knex)).toBe('production');
    const run = seedCli(db.url, { SANDBOX: '1' });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/marked production/);
    expect(await demoUsers(db.knex)).toBe(0);
  });

  it('the seed itself refuses an unmarked database, whoever runs it', { timeout: 60_000 }, async () => {
    const db = await freshDatabase();
    await expect(db.knex.seed.run()).rejects.toThrow(/not marked as a sandbox one/);
    await markDatabaseKind(db.knex, 'production');
    // A kind is written once.
    expect(await markDatabaseKind(db.knex, 'sandbox')).toBe('production');
    await expect(db.knex.seed.run()).rejects.toThrow(/marked production/);
  });
});
