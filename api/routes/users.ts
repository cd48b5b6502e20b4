import Router from '@koa/router';
import { updateUserSettingsSchema } from '../../contracts/settings.ts';
import { readUserSettings, updateUserSettings } from '../../core/domain/settings/user-settings.ts';
import type { AppDeps } from '../deps.ts';
import { authenticate, currentUser } from '../middleware/authenticate.ts';
import { parseBody } from '../middleware/validate.ts';

export function userRoutes({ tokens, access }: AppDeps): Router {
  const router = new Router({ prefix: '/api/users/me' });
  router.use(authenticate(tokens, access));

  router.get('/settings', async (ctx) => {
    ctx.body = { settings: await readUserSettings(currentUser(ctx).id) };
  });

  router.patch('/settings', async (ctx) => {
    const patch = parseBody(ctx, updateUserSettingsSchema);
    ctx.body = { settings: await updateUserSettings(currentUser(ctx).id, patch) };
  });

  return router;
}
