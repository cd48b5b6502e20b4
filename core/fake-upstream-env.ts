import { z } from 'zod';

/**
 * Variables that swap a real upstream's client for a fake's (core/config.ts spreads them in).
 * Base URLs (OPENAI_BASE_URL, TELEGRAM_API_URL, ...) are not among them: they keep the real
 * client and its checks, and production may point them at a proxy.
 */
export const fakeUpstreamEnvShape = {
  /**
   * The digest tool's Telegram user accounts: gramjs (MTProto) unless this names a fake of the
   * account interface (sandbox/telegram-user/, over HTTP); sandbox mode uses the web process's own.
   */
  DIGEST_TELEGRAM_FAKE_URL: z.url().optional(),
};

type FakeUpstreamEnv = { PUBLIC_URL: string; DIGEST_TELEGRAM_FAKE_URL?: string | undefined };

/**
 * A fake is refused where SANDBOX=1 is: a deployment that people reach (a PUBLIC_URL that is not
 * loopback) would hand its users' Telegram sessions to whatever the URL names and read made-up
 * channels for them. The fake itself must be on this host too. Production on loopback (the
 * benchmarks and the resilience run, which play Telegram's accounts with this fake) stays open.
 */
export function checkFakeUpstreamEnv(env: FakeUpstreamEnv, isLoopbackUrl: (url: string) => boolean, addIssue: (key: string, message: string) => void): void {
  const fake = env.DIGEST_TELEGRAM_FAKE_URL;
  if (!fake) return;
  if (!isLoopbackUrl(env.PUBLIC_URL)) {
    addIssue('DIGEST_TELEGRAM_FAKE_URL', `DIGEST_TELEGRAM_FAKE_URL is refused unless PUBLIC_URL is a loopback address (it is ${env.PUBLIC_URL}): it replaces every user's Telegram account with a fake`);
  }
  if (!isLoopbackUrl(fake)) {
    addIssue('DIGEST_TELEGRAM_FAKE_URL', `DIGEST_TELEGRAM_FAKE_URL must be a loopback address (it is ${fake}): the users' Telegram API keys, phone numbers, login codes, 2FA passwords and sessions go to it`);
  }
}
