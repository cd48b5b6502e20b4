import type { Middleware } from 'koa';
import compose from 'koa-compose';
import { OPERATOR_PAGES } from '../../contracts/public-config.ts';
import { AppError } from '../../core/errors.ts';
import type { AppDeps } from '../deps.ts';
import { currentUser } from '../middleware/authenticate.ts';
import { operatorPage, underPath } from '../middleware/operator-page.ts';
import { createTemporalUiTickets } from './temporal-ui-ticket.ts';

/** Where the Temporal UI's origin takes a ticket (api/routes/temporal-ui-origin.ts). */
export const UI_ENTER_PATH = '/operator-session';

/**
 * The console's way into the Temporal UI, at /admin/temporal/... on the console's origin. The
 * UI itself is served on an origin of its own (TEMPORAL_UI_PUBLIC_URL: it runs third-party code
 * under a relaxed CSP, and our cookies must never reach it); an operator's request here gets a
 * single-use ticket and is redirected there, to the same path, where the ticket becomes that
 * origin's session. Anyone else gets what operatorPage answers (401/403, or the console's page).
 */
export function temporalUi(deps: AppDeps): Middleware {
  const cfg = deps.config;
  const tickets = createTemporalUiTickets({ secret: cfg.JWT_SECRET, redis: deps.redis, prefix: cfg.QUEUE_PREFIX });
  const uiOrigin = cfg.TEMPORAL_UI_PUBLIC_URL && new URL(cfg.TEMPORAL_UI_PUBLIC_URL).origin;

  const toUiOrigin: Middleware = async (ctx) => {
    if (!uiOrigin) throw new AppError('service_unavailable', 'The Temporal UI is off here: set TEMPORAL_UI_PUBLIC_URL to the origin it is served on');
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.status = 405;
      ctx.set('Allow', 'GET, HEAD');
      ctx.body = { error: 'method_not_allowed', message: `The Temporal UI is served at ${uiOrigin}${OPERATOR_PAGES.temporalUi}: open it from the console` };
      return;
    }
    const ticket = await tickets.mint({ userId: currentUser(ctx).id, sessionId: ctx.state.sessionId!, path: ctx.url });
    const to = new URL(UI_ENTER_PATH, uiOrigin);
    to.searchParams.set('ticket', ticket);
    // The ticket is in the URL: kept out of caches and out of the Referer of the next page.
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.redirect(to.href);
  };

  return underPath(OPERATOR_PAGES.temporalUi, compose([operatorPage(deps, 'The Temporal UI'), toUiOrigin]));
}
