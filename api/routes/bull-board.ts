import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { KoaAdapter } from '@bull-board/koa';
import type { Middleware } from 'koa';
import compose from 'koa-compose';
import { userOfRefreshToken } from '../../core/domain/auth/sessions.ts';
import type { User } from '../../db/index.ts';
import { readRefreshCookie } from '../auth/refresh-cookie.ts';
import type { AppDeps } from '../deps.ts';
import { bearerToken } from '../middleware/authenticate.ts';

export const BULL_BOARD_PATH = '/admin/queues';

/**
 * Bull Board for operators. A browser navigation carries no bearer token, so the page also
 * accepts the session's refresh cookie (checked, not rotated); API clients may send a bearer.
 */
export function bullBoard(deps: AppDeps): Middleware {
  const { config: cfg, tokens, jobs, access } = deps;
  const policy = { ttlDays: cfg.REFRESH_TOKEN_TTL_DAYS, reuseGraceSeconds: cfg.REFRESH_REUSE_GRACE_SECONDS };
  const serverAdapter = new KoaAdapter();
  serverAdapter.setBasePath(BULL_BOARD_PATH);
  createBullBoard({
    queues: jobs.queues().map((q) => new BullMQAdapter(q)),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'Platform queues' } },
  });
  const board = serverAdapter.registerPlugin();

  const guard: Middleware = async (ctx, next) => {
    let user: User | null;
    const bearer = bearerToken(ctx);
    if (bearer) {
      const claims = await tokens.verify(bearer).catch(() => null);
      user = claims ? await access.resolve(claims).catch(() => null) : null;
    } else {
      const refresh = readRefreshCookie(ctx);
      user = refresh ? await userOfRefreshToken(refresh, policy) : null;
    }
    if (!user || (user.role !== 'operator' && user.role !== 'admin')) {
      ctx.status = 403;
      ctx.body = { error: 'forbidden', message: 'Bull Board is for operators: sign in with an operator or admin account' };
      return;
    }
    ctx.state.user = user;
    await next();
  };
  const guarded = compose([guard, board]);
  // Other paths never enter Bull Board's own middleware stack.
  return async (ctx, next) => {
    if (ctx.path === BULL_BOARD_PATH || ctx.path.startsWith(`${BULL_BOARD_PATH}/`)) await guarded(ctx, next);
    else await next();
  };
}
