import type Router from '@koa/router';
import { z } from 'zod';
import { SANDBOX_TELEGRAM_USER_CALLS as CALLS } from '../../core/clients/telegram-user/sandbox-client.ts';
import { parseInput } from './answer-errors.ts';
import { validationError } from './fake-error.ts';
import type { SandboxTelegramUserStore } from './store.ts';

// The credentials are taken as they come: whatever is wrong with them is Telegram's API_ID_INVALID, not a malformed request.
const credentials = { apiId: z.unknown(), apiHash: z.unknown() };
const sendCodeBody = z.object({ ...credentials, phone: z.string().max(64) });
const signInBody = z.object({ ...credentials, session: z.string().max(512), phone: z.string().max(64), phoneCodeHash: z.string().max(128), code: z.string().max(32) });
const checkPasswordBody = z.object({ ...credentials, session: z.string().max(512), password: z.string().max(256) });
const connectBody = z.object({ ...credentials, session: z.string().max(512) });
const loginInfoQuery = z.object({ phone: z.string().max(64) });

/** The sign-in (TelegramUserClient's sendCode, signIn, checkPassword, connect) and what the sandbox page shows of it. */
export function registerLoginRoutes(router: Router, store: SandboxTelegramUserStore): void {
  router.post(CALLS.sendCode, (ctx) => {
    const { phone, ...given } = parseInput(sendCodeBody, ctx.request.body);
    ctx.body = store.sendCode(given, phone);
  });

  router.post(CALLS.signIn, (ctx) => {
    const { session, phone, phoneCodeHash, code, ...given } = parseInput(signInBody, ctx.request.body);
    ctx.body = store.signIn(given, session, { phone, phoneCodeHash, code });
  });

  router.post(CALLS.checkPassword, (ctx) => {
    const { session, password, ...given } = parseInput(checkPasswordBody, ctx.request.body);
    ctx.body = store.checkPassword(given, session, password);
  });

  router.post(CALLS.connect, (ctx) => {
    const { session, ...given } = parseInput(connectBody, ctx.request.body);
    ctx.body = { me: store.connect(given, session) };
  });

  /**
   * GET /login-info?phone=+79991234567 (the + may be left out, or arrive as a space) →
   * 200 { phone: '+79991234567', code: '12345' | null, codeExpiresAt: ISO string | null, password: 'sandbox-2fa' | null }:
   * the last code sent to the number and when it stops working (code null when none was sent),
   * and the number's 2FA password (null for a number ending in 0000, which has none).
   * 400 validation_error when `phone` is not a number.
   */
  router.get('/login-info', (ctx) => {
    const { phone } = parseInput(loginInfoQuery, ctx.query);
    const info = store.loginInfo(phone);
    if (!info) throw validationError('phone: enter the number with its country code, 7 to 15 digits');
    ctx.body = info;
  });
}
