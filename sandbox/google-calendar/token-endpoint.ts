import type Router from '@koa/router';
import type { SandboxGrants } from '../google-oauth/grants.ts';
import { answerTokenRequest, formWithBasic, type PlatformClient } from '../google-oauth/token-request.ts';

/**
 * Google's token and revoke endpoints for the platform's own client: codes and refresh
 * tokens are redeemed only with its id and secret, errors in Google's OAuth shape
 * (`{ error, error_description }`), revoke answers `{}` or 400 invalid_token.
 */
export function registerTokenRoutes(router: Router, grants: SandboxGrants, client: PlatformClient) {
  router.post('/token', (ctx) => answerTokenRequest(ctx, grants, client));

  router.post('/revoke', (ctx) => {
    // googleapis sends the token in the query; Google also takes it in the form.
    const form = formWithBasic(ctx);
    const token = typeof form.token === 'string' ? form.token : typeof ctx.query.token === 'string' ? ctx.query.token : '';
    if (token && grants.revoke(token)) {
      ctx.body = {};
      return;
    }
    ctx.status = 400;
    ctx.body = { error: 'invalid_token', error_description: 'Token expired or revoked' };
  });
}
