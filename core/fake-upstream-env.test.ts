import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.ts';
import { configProblems, minimalEnv, REAL_UPSTREAMS } from './testing/config-env.ts';

const base = { ...minimalEnv(), ...REAL_UPSTREAMS, TBANK_RECEIPTS: 'off' };
const fake = 'http://127.0.0.1:4100/sandbox/telegram-user';

const problems = configProblems;

describe('DIGEST_TELEGRAM_FAKE_URL, the switch to a fake Telegram account', () => {
  it('is refused with SANDBOX=0 on a PUBLIC_URL that people reach, as SANDBOX=1 is', () => {
    for (const env of [
      { ...base, SANDBOX: '0', PUBLIC_URL: 'https://tools.example.com', NODE_ENV: 'production' },
      { ...base, SANDBOX: '0', PUBLIC_URL: 'https://tools.example.com', NODE_ENV: 'development' },
      { ...base, PUBLIC_URL: 'http://192.168.1.20:3000' },
    ]) {
      expect(problems({ ...env, DIGEST_TELEGRAM_FAKE_URL: fake })).toMatch(/DIGEST_TELEGRAM_FAKE_URL: DIGEST_TELEGRAM_FAKE_URL is refused unless PUBLIC_URL is a loopback address/);
      expect(problems(env)).not.toMatch(/DIGEST_TELEGRAM_FAKE_URL/);
    }
  });

  it('must itself be on this host: the users’ Telegram logins go to it', () => {
    expect(problems({ ...base, SANDBOX: '0', DIGEST_TELEGRAM_FAKE_URL: 'https://fake.example.net/sandbox/telegram-user' })).toMatch(/DIGEST_TELEGRAM_FAKE_URL must be a loopback address/);
  });

  it('is taken on a loopback PUBLIC_URL (tests, benchmarks, the resilience run)', () => {
    expect(parseConfig({ ...base, SANDBOX: '0', NODE_ENV: 'test', DIGEST_TELEGRAM_FAKE_URL: fake }).DIGEST_TELEGRAM_FAKE_URL).toBe(fake);
    expect(problems({ ...base, NODE_ENV: 'production', PUBLIC_URL: 'https://127.0.0.1:3000', DIGEST_TELEGRAM_FAKE_URL: fake })).not.toMatch(/DIGEST_TELEGRAM_FAKE_URL/);
  });
});
