import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.ts';

const valid = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/platform',
  REDIS_URL: 'redis://127.0.0.1:6379',
  JWT_SECRET: randomBytes(48).toString('base64'),
  SESSION_SECRET: randomBytes(48).toString('base64'),
  ENCRYPTION_KEYS: `k1:${randomBytes(32).toString('base64')}`,
  ENCRYPTION_KEY_ID: 'k1',
};

const problems = (env: Record<string, string | undefined>) => {
  try {
    parseConfig(env);
    return '';
  } catch (err) {
    if (err instanceof ConfigError) return err.message;
    throw err;
  }
};

describe('parseConfig', () => {
  it('fills development defaults, with sandbox on', () => {
    const cfg = parseConfig(valid);
    expect(cfg).toMatchObject({ NODE_ENV: 'development', PORT: 3000, SANDBOX: true, ACCESS_TOKEN_TTL_SECONDS: 900, ADMIN_EMAILS: [] });
  });

  it('names every missing or malformed variable at once', () => {
    const message = problems({ ...valid, DATABASE_URL: undefined, JWT_SECRET: 'short', PORT: 'eighty' });
    expect(message).toMatch(/DATABASE_URL/);
    expect(message).toMatch(/JWT_SECRET: JWT_SECRET must be at least 32 characters/);
    expect(message).toMatch(/PORT/);
  });

  it('refuses sandbox mode in production, and needs Google keys without sandbox', () => {
    expect(problems({ ...valid, NODE_ENV: 'production', SANDBOX: '1' })).toMatch(/SANDBOX=1 is refused when NODE_ENV=production/);
    const production = problems({ ...valid, NODE_ENV: 'production' });
    expect(production).toMatch(/GOOGLE_CLIENT_ID is required/);
    expect(production).toMatch(/GOOGLE_CLIENT_SECRET is required/);
    const prod = parseConfig({ ...valid, NODE_ENV: 'production', GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', TBANK_TERMINAL_KEY: 'T', TBANK_PASSWORD: 'p' });
    expect(prod.SANDBOX).toBe(false);
    expect(prod.PAYMENT_PROVIDER).toBe('tbank');
  });

  it('pays through the test bank in sandbox, T-Bank otherwise, and never the test bank in production', () => {
    expect(parseConfig(valid).PAYMENT_PROVIDER).toBe('test');
    const production = problems({ ...valid, NODE_ENV: 'production', GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' });
    expect(production).toMatch(/TBANK_TERMINAL_KEY is required when PAYMENT_PROVIDER is tbank/);
    expect(production).toMatch(/TBANK_PASSWORD is required/);
    expect(problems({ ...valid, NODE_ENV: 'production', PAYMENT_PROVIDER: 'test' })).toMatch(/PAYMENT_PROVIDER=test is refused/);
  });

  it('needs the current encryption key id among the keys', () => {
    expect(problems({ ...valid, ENCRYPTION_KEY_ID: 'k2' })).toMatch(/ENCRYPTION_KEY_ID must name one of the ids/);
    expect(problems({ ...valid, ENCRYPTION_KEYS: 'not a keyring' })).toMatch(/ENCRYPTION_KEYS/);
  });

  it('reads ADMIN_EMAILS as a lower-cased list', () => {
    expect(parseConfig({ ...valid, ADMIN_EMAILS: ' Boss@Example.com, ops@example.com ,' }).ADMIN_EMAILS).toEqual(['boss@example.com', 'ops@example.com']);
  });
});

describe('a process started with a bad environment', () => {
  it.each(['api/server.ts', 'workers/index.ts', 'workflows/worker.ts'])('%s exits 78 naming the variables, without a stack trace', (entry) => {
    const env: Record<string, string> = { PATH: process.env.PATH ?? '', ...valid, JWT_SECRET: 'short' };
    delete env.DATABASE_URL;
    const run = spawnSync(process.execPath, [entry], { cwd: new URL('../', import.meta.url), env, encoding: 'utf8', timeout: 20_000 });
    expect(run.status).toBe(78);
    expect(run.stderr).toMatch(/DATABASE_URL/);
    expect(run.stderr).toMatch(/JWT_SECRET/);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
