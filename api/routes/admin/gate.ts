import type { Context, Middleware } from 'koa';
import { recordAuditEvent } from '../../../core/domain/audit/record-audit-event.ts';
import { AppError } from '../../../core/errors.ts';
import type { Role } from '../../../db/index.ts';
import type { AppDeps } from '../../deps.ts';
import { authenticate, currentUser } from '../../middleware/authenticate.ts';

/**
 * A signed-in user reaching for an operator route: refused (403) and recorded, so operators see
 * who probes the admin API. A client retrying the same request (same X-Request-Id) is recorded
 * once; the caller chooses that id, so the key also holds who asked for what, or one id sent
 * with every probe would leave a single entry.
 */
async function refuse(ctx: Context, allowed: readonly Role[]): Promise<never> {
  const user = currentUser(ctx);
  await recordAuditEvent({
    eventKey: `admin.forbidden:${user.id}:${ctx.method}:${ctx.path}:${ctx.requestId}`,
    action: 'admin.forbidden',
    actorId: user.id,
    userId: null,
    details: { method: ctx.method, path: ctx.path, role: user.role },
    ip: ctx.ip || null,
    userAgent: ctx.get('user-agent') || null,
    occurredAt: new Date(),
  });
  throw new AppError('forbidden', `This needs the ${allowed.join(' or ')} role`);
}

/** Like requireRole, and every refusal is audited ('admin.forbidden' {method, path}). */
export function requireAuditedRole(...allowed: Role[]): Middleware {
  return async (ctx, next) => {
    if (!allowed.includes(currentUser(ctx).role)) await refuse(ctx, allowed);
    await next();
  };
}

/** The operator resources: operators and admins, checked on the server (the console only hides links). */
export const operatorGate = ({ tokens, access }: AppDeps): Middleware[] => [authenticate(tokens, access), requireAuditedRole('operator', 'admin')];
