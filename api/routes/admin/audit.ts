import Router from '@koa/router';
import { z } from 'zod';
import { auditListQuerySchema } from '../../../contracts/operations.ts';
import { getAuditEntry, listAuditEntries } from '../../../core/domain/operations/list-audit-entries.ts';
import type { AppDeps } from '../../deps.ts';
import { answerList } from '../../middleware/list-answer.ts';
import { parseParams, parseQuery } from '../../middleware/validate.ts';
import { operatorGate } from './gate.ts';

const idParams = z.object({ id: z.string().regex(/^\d{1,18}$/, 'an audit entry id is a number') });

/** GET /api/admin/audit: the audit log (read-only), with the actors' and users' e-mails. */
export function adminAuditRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/admin/audit' });
  router.use(...operatorGate(deps));

  router.get('/', async (ctx) => {
    const query = parseQuery(ctx, auditListQuerySchema);
    const { rows, total } = await listAuditEntries(query);
    answerList(ctx, 'audit', query.range, rows, total);
  });

  router.get('/:id', async (ctx) => {
    const { id } = parseParams(ctx.params, idParams);
    ctx.body = await getAuditEntry(id);
  });

  return router;
}
