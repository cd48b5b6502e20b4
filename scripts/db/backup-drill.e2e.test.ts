import { randomUUID } from 'node:crypto';
import { chmod, copyFile, mkdir, mkdtemp, readdir, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox, parseKeyring } from '../../core/crypto.ts';
import { readUserSecret, storeUserSecret } from '../../core/domain/secrets/user-secrets.ts';
import { AuditEvent, connectDatabase, Notification, Payment, Subscription, TelegramLink, User, type Knex } from '../../db/index.ts';
import { dropDatabase, ensureDatabase, migrateLatest } from '../../db/migrate.ts';
import { freePort } from '../test/free-port.ts';
import { runScript, type Ran } from '../test/kit/run-script.ts';

// The scripts as an operator runs them: separate processes, DATABASE_URL from the environment,
// on a database of the drill's own (the restore replaces every table of the one it is given).
const script = (name: string) => fileURLToPath(new URL(`./${name}.ts`, import.meta.url));


let workDir: string;

const run = (name: 'backup' | 'restore', args: string[], env: Record<string, string> = {}): Promise<Ran> => runScript(script(name), args, { cwd: workDir, env: { DATABASE_URL: drillUrl, ...env } });

const drillUrl = (() => {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `${url.pathname}_drill`;
  return url.toString();
})();
let knex: Knex;
const box = createSecretBox(parseKeyring(process.env.ENCRYPTION_KEYS!), process.env.ENCRYPTION_KEY_ID!);
const SECRET = 'sk-drill-Ω-0123456789';

/**
 * Every table's every row as Postgres prints it (row::text, so bytes, jsonb, bigints and
 * timestamps are compared exactly as stored), in a fixed order, and every sequence's position.
 */
async function wholeDatabase(): Promise<Record<string, string[]>> {
  const tables = await knex.raw<{ rows: { schema: string; table: string }[] }>(
    "select table_schema as schema, table_name as table from information_schema.tables where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1, 2",
  );
  const all: Record<string, string[]> = {};
  for (const { schema, table } of tables.rows) {
    const rows = await knex.raw<{ rows: { row: string }[] }>('select t::text as row from ??.?? t order by 1', [schema, table]);
    all[`${schema}.${table}`] = rows.rows.map((r) => r.row);
  }
  const sequences = await knex.raw<{ rows: { row: string }[] }>(
    "select schemaname || '.' || sequencename || '=' || coalesce(last_value::text, 'unused') as row from pg_sequences order by 1",
  );
  all['(sequences)'] = sequences.rows.map((r) => r.row);
  return all;
}

async function seed(): Promise<{ users: User[] }> {
  const users = [];
  for (const [i, name] of ['Анна Drill', "O'Brien \"quoted\"", 'Zoë\ttab\nnewline'].entries()) {
    users.push(await User.query().insert({ googleId: `g-drill-${i}-${randomUUID()}`, email: `drill-${i}@example.com`, name, role: i === 0 ? 'operator' : 'user' }));
  }
  const now = new Date('2026-11-27T03:00:00.123456Z');
  for (const user of users.slice(0, 2)) {
    const id = randomUUID();
    await Subscription.query().insert({ id, userId: user.id, status: 'ACTIVE', plan: 'MONTHLY', amountKopecks: 210_000, provider: 'tbank', startDate: now, billingAnchor: now, anchorPeriod: 0, period: 0, periodStart: now, endDate: new Date('2026-12-27T03:00:00Z'), workflowId: `subscription-${id}`, cardPan: '430000******0777' });
    for (const period of [0, 1]) {
      await Payment.query().insert({ subscriptionId: id, userId: user.id, kind: period === 0 ? 'FIRST' : 'RENEWAL', period, attempt: 1, idempotencyKey: `${id}:${period}:1`, status: 'CONFIRMED', amountKopecks: 210_000, provider: 'tbank', providerPaymentId: `${9_000_000_000 + period}${user.id.slice(0, 4)}`, confirmedAt: now });
    }
  }
  for (const user of users) await storeUserSecret(box, user.id, 'openai.apiKey', `${SECRET}-${user.email}`);
  for (const [i, user] of users.entries()) {
    const chatId = -1_001_234_567_890 - i;
    await TelegramLink.query().insert({ userId: user.id, bot: i === 0 ? 'calendar' : 'digest', chatId, telegramUserId: 7_000_000_000 + i, username: i === 2 ? null : `drill_${i}`, firstName: user.name, languageCode: 'ru' });
  }
  for (const [i, user] of users.entries()) {
    await AuditEvent.query().insert({ eventKey: `drill:${i}:${randomUUID()}`, action: 'user.signed_in', actorId: user.id, userId: user.id, details: { ip: '203.0.113.7', nested: { list: [1, 'два', null] } }, occurredAt: now });
    await Notification.query().insert({ userId: user.id, dedupeKey: `drill-${i}`, kind: 'info', title: 'Drill', body: `body ${i} ✓` });
  }
  return { users };
}

let before: Record<string, string[]>;
let users: User[];
let dumpPath: string;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'backup-drill-'));
  await dropDatabase(drillUrl);
  await ensureDatabase(drillUrl);
  await migrateLatest(drillUrl);
  knex = connectDatabase(drillUrl, { min: 0, max: 2 });
  ({ users } = await seed());
  before = await wholeDatabase();
});
afterAll(async () => {
  await knex?.destroy();
  await dropDatabase(drillUrl);
  await rm(workDir, { recursive: true, force: true });
});

describe('the backup drill: back up, damage, restore, every row back', () => {
  it('backs up to backups/<db>-<time>.dump with a manifest of every table, its size and sha256', async () => {
    const backup = await run('backup', []);
    expect(backup.code, backup.stderr).toBe(0);
    const files = await readdir(join(workDir, 'backups'));
    const name = files.find((f) => f.endsWith('.dump'))!;
    expect(name).toMatch(new RegExp(`^${new URL(drillUrl).pathname.slice(1)}-\\d{8}T\\d{6}Z\\.dump$`));
    expect(files.sort()).toEqual([name, `${name}.manifest.json`]);
    dumpPath = join(workDir, 'backups', name);
    const manifest = JSON.parse(await readFile(`${dumpPath}.manifest.json`, 'utf8'));
    const seeded = Object.fromEntries(Object.entries(before).filter(([t]) => t !== '(sequences)').map(([t, rows]) => [t, rows.length]));
    expect(manifest.tables).toEqual(seeded);
    expect(manifest.tables['public.users']).toBe(3);
    expect(manifest.migration).toMatch(/^\d{14}_\w+\.ts$/);
    expect(manifest.pgDumpVersion).toMatch(/^pg_dump \(PostgreSQL\) \d+/);
    expect(backup.stdout).toContain(`sha256    ${manifest.sha256}`);
    expect(backup.stdout).toMatch(/public\.user_secrets\s+3\n/);
    expect(backup.stdout).toMatch(/size\s+[\d.]+ KB \(\d+ bytes\)/);
    console.log(`drill: backup took ${backup.ms} ms for ${manifest.sizeBytes} bytes`);
  });

  it('refuses to restore over a database with tables without --yes, changing nothing', async () => {
    await User.query().patch({ email: 'changed-after-backup@example.com' }).findById(users[0]!.id);
    const damaged = await wholeDatabase();
    const refused = await run('restore', [dumpPath]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/has \d+ tables; the restore replaces .* Pass --yes to go ahead/);
    expect(await wholeDatabase()).toEqual(damaged);
  });

  it('after rows deleted, a table dropped, values changed and rows added, restores every row byte for byte', async () => {
    await Payment.query().delete().where('user_id', users[0]!.id);
    await TelegramLink.query().delete().where('user_id', users[1]!.id);
    await knex.raw('drop table user_secrets cascade');
    await Subscription.query().patch({ amountKopecks: 1, cardPan: null }).where('user_id', users[1]!.id);
    await AuditEvent.query().insert({ eventKey: `drill:after:${randomUUID()}`, action: 'user.signed_in', occurredAt: new Date() });
    await Notification.query().insert({ userId: users[2]!.id, dedupeKey: 'drill-after', kind: 'info', title: 'After', body: 'written after the backup' });
    expect(await wholeDatabase()).not.toEqual(before);

    const restore = await run('restore', [dumpPath, '--yes']);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/verified {2}\d+ tables, every row count as in the manifest/);
    console.log(`drill: restore took ${restore.ms} ms`);

    const after = await wholeDatabase();
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    // The ciphertext is back exactly, so it still decrypts under the run's key and its row's context.
    expect(await readUserSecret(box, users[1]!.id, 'openai.apiKey')).toBe(`${SECRET}-${users[1]!.email}`);
  });

  it('exits 1 naming the table when the restored counts differ from the manifest', async () => {
    const manifest = JSON.parse(await readFile(`${dumpPath}.manifest.json`, 'utf8'));
    manifest.tables['public.payments'] += 1;
    const wrong = join(workDir, 'wrong.manifest.json');
    await writeFile(wrong, JSON.stringify(manifest));
    const restore = await run('restore', [dumpPath, '--yes', '--manifest', wrong]);
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain('public.payments has 4 rows, the backup 5');
    expect(restore.stdout).toMatch(/public\.payments\s+5\s+4\s+DIFFERS/);
  });
});

describe('db:backup and db:restore refuse clearly', () => {
  const noStack = (r: Ran) => expect(r.stderr).not.toMatch(/\n\s+at /);

  it('a missing file, a file that is not a dump, and a truncated dump: exit 2, one line, nothing touched', async () => {
    const missing = await run('restore', [join(workDir, 'nope.dump'), '--yes']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe(`db:restore: No such file: ${join(workDir, 'nope.dump')}\n`);

    const text = join(workDir, 'notes.dump');
    await writeFile(text, 'these are not the rows you are looking for\n');
    const notDump = await run('restore', [text, '--yes']);
    expect(notDump.code).toBe(2);
    expect(notDump.stderr).toContain('is not a pg_dump custom-format archive');
    noStack(notDump);

    const cut = join(workDir, 'cut.dump');
    await copyFile(dumpPath, cut);
    await copyFile(`${dumpPath}.manifest.json`, `${cut}.manifest.json`);
    await truncate(cut, 4096);
    const truncated = await run('restore', [cut, '--yes']);
    expect(truncated.code).toBe(2);
    expect(truncated.stderr).toContain("does not match its manifest's size and sha256");
    expect(await wholeDatabase()).toEqual(before);
  });

  it('an unreachable database: exit 4 within seconds, its address without the password, no stack', async () => {
    const url = `postgres://drill:s3cret-pw@127.0.0.1:${await freePort()}/platform`;
    for (const ran of [await run('backup', [], { DATABASE_URL: url }), await run('restore', [dumpPath, '--yes'], { DATABASE_URL: url })]) {
      expect(ran.code).toBe(4);
      expect(ran.stderr).toMatch(/^db:(backup|restore): Postgres at postgres:\/\/drill:\*\*\*@127\.0\.0\.1:\d+\/platform is not reachable: ECONNREFUSED\n$/);
      expect(ran.stderr + ran.stdout).not.toContain('s3cret-pw');
      noStack(ran);
      expect(ran.ms).toBeLessThan(10_000);
    }
  });

  it('pg_dump missing, or older than the server: exit 5 saying what to install', async () => {
    const bin = join(workDir, 'old-bin');
    await mkdir(bin);
    const missing = await run('backup', [], { PATH: bin });
    expect(missing.code).toBe(5);
    expect(missing.stderr).toContain('pg_dump is not installed (not found on PATH)');
    // An old client, as a machine with PostgreSQL 9.6's tools would have.
    await writeFile(join(bin, 'pg_dump'), '#!/bin/sh\necho "pg_dump (PostgreSQL) 9.6.24"\n');
    await chmod(join(bin, 'pg_dump'), 0o755);
    const old = await run('backup', [join(workDir, 'old.dump')], { PATH: `${bin}:${process.env.PATH}` });
    expect(old.code).toBe(5);
    expect(old.stderr).toMatch(/pg_dump is version 9 .* but the server is PostgreSQL \d+.*postgresql-client-\d+/);
    noStack(old);
  });
});
