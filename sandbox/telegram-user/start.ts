import { SANDBOX_TELEGRAM_USER_PATH } from '../../core/clients/telegram-user/sandbox-client.ts';
import { serveFakes } from '../serve.ts';
import { sandboxTelegramUser } from './routes.ts';
import type { SandboxTelegramUserOptions, SandboxTelegramUserStore } from './store.ts';

export interface RunningSandboxTelegramUser {
  /** http://127.0.0.1:<port>, no trailing slash. */
  origin: string;
  /** The sandbox client's base URL (DIGEST_TELEGRAM_FAKE_URL): origin plus SANDBOX_TELEGRAM_USER_PATH. */
  baseUrl: string;
  /** The sessions and the demo account, with the test hooks (revokeSessions, floodNext, loginInfo). */
  store: SandboxTelegramUserStore;
  /** The last login code sent to the number, as the person would read it in Telegram. */
  codeFor(phone: string): string;
  close(): Promise<void>;
}

/**
 * The sandbox's fake Telegram account (the routes the web process serves with SANDBOX=1) on a
 * free port of its own: for tests whose worker reads the account through the sandbox client,
 * and for the benchmark, whose processes run without the sandbox.
 */
export async function startSandboxTelegramUser(options: SandboxTelegramUserOptions = {}): Promise<RunningSandboxTelegramUser> {
  const { router, store } = sandboxTelegramUser(options);
  const served = await serveFakes([router]);
  return {
    origin: served.origin,
    baseUrl: `${served.origin}${SANDBOX_TELEGRAM_USER_PATH}`,
    store,
    codeFor(phone) {
      const code = store.loginInfo(phone)?.code;
      if (!code) throw new Error(`No login code was sent to ${phone}`);
      return code;
    },
    close: served.close,
  };
}
