import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { describeReceipts, RECEIPT_DEFAULTS, receiptSettings } from './clients/bank/receipt-env.ts';
import { parseConfig } from './config.ts';
import { configProblems, minimalEnv } from './testing/config-env.ts';

const valid = minimalEnv();

const problems = configProblems;

const google = { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' };
const tbank = { TBANK_TERMINAL_KEY: 'T', TBANK_PASSWORD: 'p' };

describe('parseConfig', () => {
  it('fills defaults, with sandbox off unless SANDBOX=1 is set', () => {
    const cfg = parseConfig({ ...valid, ...google, ...tbank });
    expect(cfg).toMatchObject({ NODE_ENV: 'development', PORT: 3000, SANDBOX: false, PAYMENT_PROVIDER: 'tbank', TRUST_PROXY: false, ACCESS_TOKEN_TTL_SECONDS: 900, ADMIN_EMAILS: [] });
  });

  it('names every missing or malformed variable at once', () => {
    const message = problems({ ...valid, DATABASE_URL: undefined, JWT_SECRET: 'short', PORT: 'eighty' });
    expect(message).toMatch(/DATABASE_URL/);
    expect(message).toMatch(/JWT_SECRET: JWT_SECRET must be at least 32 characters/);
    expect(message).toMatch(/PORT/);
  });

  describe('the sandbox fails closed', () => {
    it('SANDBOX unset: the real credentials are required, named, and no fake runs', () => {
      const message = problems(valid);
      for (const key of ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'TBANK_TERMINAL_KEY', 'TBANK_PASSWORD']) expect(message).toMatch(new RegExp(`${key}: ${key} is required`));
      expect(parseConfig({ ...valid, ...google, ...tbank })).toMatchObject({ SANDBOX: false, PAYMENT_PROVIDER: 'tbank' });
    });

    it('SANDBOX=0: the same, and the test bank is refused', () => {
      expect(problems({ ...valid, SANDBOX: '0' })).toMatch(/GOOGLE_CLIENT_ID is required unless SANDBOX=1/);
      expect(parseConfig({ ...valid, ...google, ...tbank, SANDBOX: '0' })).toMatchObject({ SANDBOX: false, PAYMENT_PROVIDER: 'tbank' });
      expect(problems({ ...valid, ...google, SANDBOX: '0', PAYMENT_PROVIDER: 'test' })).toMatch(/PAYMENT_PROVIDER=test is refused unless SANDBOX=1/);
    });

    it('SANDBOX=1 on a loopback PUBLIC_URL: fakes and the test bank, no keys needed', () => {
      for (const url of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000', 'http://app.localhost']) {
        expect(parseConfig({ ...valid, SANDBOX: '1', PUBLIC_URL: url })).toMatchObject({ SANDBOX: true, PAYMENT_PROVIDER: 'test' });
      }
    });

    it('SANDBOX=1 with a public URL is refused', () => {
      for (const url of ['https://tools.example.com', 'http://192.168.1.10:3000', 'http://localhost.example.com']) {
        expect(problems({ ...valid, SANDBOX: '1', PUBLIC_URL: url })).toMatch(/SANDBOX=1 is refused unless PUBLIC_URL is a loopback address/);
      }
    });

    it('production refuses SANDBOX=1 and the test bank, and needs an https PUBLIC_URL', () => {
      const production = { ...valid, NODE_ENV: 'production', PUBLIC_URL: 'https://tools.example.com', TEMPORAL_UI_PUBLIC_URL: 'https://temporal.example.com' };
      expect(problems({ ...production, SANDBOX: '1' })).toMatch(/SANDBOX=1 is refused when NODE_ENV=production/);
      expect(problems({ ...production, ...google, PAYMENT_PROVIDER: 'test' })).toMatch(/PAYMENT_PROVIDER=test is refused/);
      expect(problems({ ...production, ...google, ...tbank, PUBLIC_URL: 'http://tools.example.com' })).toMatch(/PUBLIC_URL must be https:\/\/ when NODE_ENV=production/);
      expect(parseConfig({ ...production, ...google, ...tbank, TBANK_RECEIPTS: 'off' })).toMatchObject({ SANDBOX: false, PAYMENT_PROVIDER: 'tbank' });
    });

    it('production with receipts on names each missing receipt setting; TBANK_RECEIPTS=off needs none', () => {
      const production = { ...valid, ...google, ...tbank, NODE_ENV: 'production', PUBLIC_URL: 'https://tools.example.com', TEMPORAL_UI_PUBLIC_URL: 'https://temporal.example.com' };
      const missing = problems(production);
      for (const key of ['TBANK_RECEIPT_TAXATION', 'TBANK_RECEIPT_VAT', 'TBANK_RECEIPT_FFD_VERSION', 'TBANK_RECEIPT_ITEM_NAME']) {
        expect(missing).toContain(`${key}: ${key} is required in production while TBANK_RECEIPTS is on`);
      }
      expect(problems({ ...production, TBANK_RECEIPT_TAXATION: 'osn', TBANK_RECEIPT_VAT: 'vat22', TBANK_RECEIPT_FFD_VERSION: '1.2' })).toMatch(/^Invalid environment:\n {2}TBANK_RECEIPT_ITEM_NAME: [^\n]+$/);
      const settings = { TBANK_RECEIPT_TAXATION: 'osn', TBANK_RECEIPT_VAT: 'vat22', TBANK_RECEIPT_FFD_VERSION: '1.05', TBANK_RECEIPT_ITEM_NAME: ' Подписка ' };
      expect(receiptSettings(parseConfig({ ...production, ...settings }))).toEqual({ taxation: 'osn', vat: 'vat22', ffdVersion: '1.05', itemName: 'Подписка' });
      expect(receiptSettings(parseConfig({ ...production, TBANK_RECEIPTS: 'off' }))).toBeNull();
    });

    it('refuses receipt settings T-Bank does not know, and an item name longer than 128 characters', () => {
      expect(problems({ ...valid, TBANK_RECEIPT_VAT: 'vat18' })).toMatch(/TBANK_RECEIPT_VAT: Invalid option/);
      expect(problems({ ...valid, TBANK_RECEIPT_TAXATION: 'envd' })).toMatch(/TBANK_RECEIPT_TAXATION: Invalid option/);
      expect(problems({ ...valid, TBANK_RECEIPT_FFD_VERSION: '1.1' })).toMatch(/TBANK_RECEIPT_FFD_VERSION: Invalid option/);
      expect(problems({ ...valid, TBANK_RECEIPT_ITEM_NAME: 'x'.repeat(129) })).toMatch(/TBANK_RECEIPT_ITEM_NAME: /);
      expect(problems({ ...valid, TBANK_RECEIPTS: 'no' })).toMatch(/TBANK_RECEIPTS: Invalid option/);
    });

    it('outside production, receipts are on with the documented defaults', () => {
      expect(receiptSettings(parseConfig({ ...valid, ...google, ...tbank }))).toEqual(RECEIPT_DEFAULTS);
      expect(RECEIPT_DEFAULTS).toEqual({ taxation: 'usn_income', vat: 'none', ffdVersion: '1.2', itemName: 'Professional Plan — ежемесячная подписка' });
      expect(describeReceipts(null)).toMatchObject({ receipts: 'off', msg: expect.stringContaining('TBANK_RECEIPTS=off') });
      expect(describeReceipts(RECEIPT_DEFAULTS)).toMatchObject({ receipts: 'on', taxation: 'usn_income', vat: 'none' });
    });

    it('the test runner may use the test bank without the fakes, on a loopback URL only', () => {
      expect(parseConfig({ ...valid, ...google, NODE_ENV: 'test', SANDBOX: '0', PAYMENT_PROVIDER: 'test' }).PAYMENT_PROVIDER).toBe('test');
      expect(problems({ ...valid, ...google, NODE_ENV: 'test', PAYMENT_PROVIDER: 'test', PUBLIC_URL: 'https://tools.example.com' })).toMatch(/PAYMENT_PROVIDER=test is refused/);
    });
  });

  it('trusts X-Forwarded-For only when told to', () => {
    expect(parseConfig({ ...valid, ...google, ...tbank }).TRUST_PROXY).toBe(false);
    expect(parseConfig({ ...valid, ...google, ...tbank, TRUST_PROXY: '1' }).TRUST_PROXY).toBe(true);
  });

  it('needs the current encryption key id among the keys', () => {
    expect(problems({ ...valid, SANDBOX: '1', ENCRYPTION_KEY_ID: 'k2' })).toMatch(/ENCRYPTION_KEY_ID must name one of the ids/);
    expect(problems({ ...valid, SANDBOX: '1', ENCRYPTION_KEYS: 'not a keyring' })).toMatch(/ENCRYPTION_KEYS/);
  });

  it("serves the Temporal UI on a host of its own: the other loopback name by default, never PUBLIC_URL's host", () => {
    expect(parseConfig({ ...valid, ...google, ...tbank })).toMatchObject({ TEMPORAL_UI_LISTEN_PORT: 3001, TEMPORAL_UI_PUBLIC_URL: 'http://127.0.0.1:3001' });
    expect(parseConfig({ ...valid, ...google, ...tbank, PORT: '4000', PUBLIC_URL: 'http://127.0.0.1:4000' })).toMatchObject({ TEMPORAL_UI_LISTEN_PORT: 4001, TEMPORAL_UI_PUBLIC_URL: 'http://localhost:4001' });
    // Cookies are scoped by host, not port: another port of the console's host is not an origin of its own for them.
    expect(problems({ ...valid, ...google, ...tbank, TEMPORAL_UI_PUBLIC_URL: 'http://localhost:3001' })).toMatch(/TEMPORAL_UI_PUBLIC_URL: .*host name of its own/);
    const production = { ...valid, ...google, ...tbank, NODE_ENV: 'production', PUBLIC_URL: 'https://tools.example.com', TBANK_RECEIPTS: 'off' };
    expect(problems(production)).toMatch(/TEMPORAL_UI_PUBLIC_URL is required when NODE_ENV=production/);
    // Outside production a script or a LAN demo may go without: the web process then serves no Temporal UI.
    expect(parseConfig({ ...valid, ...google, ...tbank, PUBLIC_URL: 'http://192.168.1.20:3000' }).TEMPORAL_UI_PUBLIC_URL).toBeUndefined();
    expect(problems({ ...production, TEMPORAL_UI_PUBLIC_URL: 'http://temporal.example.com' })).toMatch(/TEMPORAL_UI_PUBLIC_URL must be https/);
    expect(problems({ ...production, TEMPORAL_UI_PUBLIC_URL: 'https://temporal.example.com/ui' })).toMatch(/with no path/);
    expect(problems({ ...production, TEMPORAL_UI_PUBLIC_URL: 'https://temporal.example.com' })).not.toMatch(/TEMPORAL_UI/);
  });

  it('reads ADMIN_EMAILS as a lower-cased list', () => {
    expect(parseConfig({ ...valid, SANDBOX: '1', ADMIN_EMAILS: ' Boss@Example.com, ops@example.com ,' }).ADMIN_EMAILS).toEqual(['boss@example.com', 'ops@example.com']);
  });
});

describe('a process started with a bad environment', () => {
  // A process loads its whole module graph before it reads its env: 5 s of CPU for the web, far
  // longer on a machine busy with the rest of the suite. The bounds only catch a process that hangs.
  const SPAWN_MS = 90_000;

  it.each(['api/server.ts', 'workers/index.ts', 'workflows/worker.ts'])('%s exits 78 naming the variables, without a stack trace', { timeout: SPAWN_MS + 10_000 }, (entry) => {
    const env: Record<string, string> = { PATH: process.env.PATH ?? '', ...valid, JWT_SECRET: 'short' };
    delete env.DATABASE_URL;
    const run = spawnSync(process.execPath, [entry], { cwd: new URL('../', import.meta.url), env, encoding: 'utf8', timeout: SPAWN_MS });
    expect(run.status).toBe(78);
    expect(run.stderr).toMatch(/DATABASE_URL/);
    expect(run.stderr).toMatch(/JWT_SECRET/);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it('a web process deployed without SANDBOX and without credentials exits 78 naming them', { timeout: SPAWN_MS + 10_000 }, () => {
    const env: Record<string, string> = { PATH: process.env.PATH ?? '', ...valid, PUBLIC_URL: 'https://tools.example.com' };
    const run = spawnSync(process.execPath, ['api/server.ts'], { cwd: new URL('../', import.meta.url), env, encoding: 'utf8', timeout: SPAWN_MS });
    expect(run.status).toBe(78);
    for (const key of ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'TBANK_TERMINAL_KEY', 'TBANK_PASSWORD']) expect(run.stderr).toMatch(key);
  });
});
