import Router from '@koa/router';
import { digestAuthCompleteSchema, digestAuthStartSchema, digestCredentialsSchema, type DigestStatus } from '../../../contracts/digest.ts';
import { accountStatus, completeLogin, disconnectAccount, saveCredentials, startLogin, validateSession } from '../../../core/domain/digest/telegram-account.ts';
import { linkStatus } from '../../../core/domain/telegram-link/link-status.ts';
import type { AppDeps } from '../../deps.ts';
import { currentUser } from '../../middleware/authenticate.ts';
import { perUserLimit } from '../../middleware/rate-limits.ts';
import { parseBody } from '../../middleware/validate.ts';
import { digestGate } from './gate.ts';

/** Spec 7 'Digest': the user's own Telegram account (credentials, sign-in, validate, disconnect) and the status. */
export function digestAccountRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/telegram/digest' });
  const gate = digestGate(deps);
  const account = deps.digest.account;

  router.get('/status', ...gate, async (ctx) => {
    const userId = currentUser(ctx).id;
    const [status, bot] = await Promise.all([accountStatus(userId), linkStatus(userId, 'digest', deps.telegram)]);
    ctx.body = { ...status, hasDigestBot: bot.connected } satisfies DigestStatus;
  });

  router.post('/credentials', ...gate, async (ctx) => {
    await saveCredentials(account, currentUser(ctx).id, parseBody(ctx, digestCredentialsSchema));
    ctx.body = { success: true };
  });

  // Starting sends a login code to whatever phone is given, completing asks Telegram to check a
  // code or password: both limited per user (core/limits/numbers.ts).
  router.post('/auth/start', ...gate, perUserLimit(deps, 'telegramSignInStart'), async (ctx) => {
    await startLogin(account, currentUser(ctx).id, parseBody(ctx, digestAuthStartSchema).phoneNumber);
    ctx.body = { success: true };
  });

  router.post('/auth/complete', ...gate, perUserLimit(deps, 'telegramSignInComplete'), async (ctx) => {
    ctx.body = await completeLogin(account, currentUser(ctx).id, parseBody(ctx, digestAuthCompleteSchema));
  });

  router.get('/auth/validate', ...gate, async (ctx) => {
    ctx.body = await validateSession(account, currentUser(ctx).id);
  });

  router.delete('/disconnect', ...gate, async (ctx) => {
    await disconnectAccount(account, currentUser(ctx).id);
    ctx.body = { success: true };
  });

  return router;
}
