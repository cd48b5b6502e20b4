import Router from '@koa/router';
import { z } from 'zod';
import { adminUserListQuerySchema, adminUserUpdateSchema } from '../../../contracts/admin.ts';
import { changeUserRole, getUser, listUsers } from '../../../core/domain/admin/users.ts';
import type { AppDeps } from '../../deps.ts';
import { currentUser } from '../../middleware/authenticate.ts';
import { answerList } from '../../middleware/list-answer.ts';
import { parseBody, parseParams, parseQuery } from '../../middleware/validate.ts';
import { operatorGate, requireAuditedRole } from './gate.ts';

const idParams = z.object({ id: z.uuid() });

/** The Users resource of the operator console, in the ra-data-simple-rest contract. */
export function adminUserRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/admin/users' });
  router.use(...operatorGate(deps));

  router.get('/', async (ctx) => {
    const query = parseQuery(ctx, adminUserListQuerySchema);
    const { rows, total } = await listUsers(query);
    answerList(ctx, 'users', query.range, rows, total);
  });

  router.get('/:id', async (ctx) => {
    const { id } = parseParams(ctx.params, idParams);
    ctx.body = await getUser(id);
  });

  router.put('/:id', requireAuditedRole('admin'), async (ctx) => {
    const { id } = parseParams(ctx.params, idParams);
    const { role } = parseBody(ctx, adminUserUpdateSchema);
    ctx.body = await changeUserRole(currentUser(ctx), id, role, { ip: ctx.ip || null, userAgent: ctx.get('user-agent') || null });
    deps.access.forgetUser(id);
  });

  return router;
}
