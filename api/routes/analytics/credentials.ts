import Router from '@koa/router';
import { analyticsCredentialsSchema, connectionTestRequestSchema, credentialsDeleteSchema, monitoringPreferencesPatchSchema } from '../../../contracts/analytics.ts';
import { analyticsStatus, deleteAnalyticsCredentials, saveAnalyticsCredentials, updateMonitoringPreferences } from '../../../core/domain/analytics/settings.ts';
import { testAnalyticsConnection } from '../../../core/domain/analytics/test-connection.ts';
import type { AppDeps } from '../../deps.ts';
import { authenticate, currentUser } from '../../middleware/authenticate.ts';
import { parseBody, parseQuery } from '../../middleware/validate.ts';

/** Spec 7 'Analytics': the keys of RevenueCat and Amplitude, their test, and the monitoring preferences. */
export function analyticsCredentialRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/analytics' });
  const signedIn = authenticate(deps.tokens, deps.access);
  const analytics = deps.analytics;

  router.get('/credentials', signedIn, async (ctx) => {
    ctx.body = await analyticsStatus(analytics, currentUser(ctx).id);
  });

  router.post('/credentials', signedIn, async (ctx) => {
    const status = await saveAnalyticsCredentials(analytics, currentUser(ctx).id, parseBody(ctx, analyticsCredentialsSchema));
    ctx.body = { success: true, ...status };
  });

  router.delete('/credentials', signedIn, async (ctx) => {
    // Spec 7: DELETE carries {service}; ?service= is taken too, for clients that send no body with a DELETE.
    const hasBody = typeof ctx.request.body === 'object' && ctx.request.body !== null && Object.keys(ctx.request.body).length > 0;
    const { service } = hasBody ? parseBody(ctx, credentialsDeleteSchema) : parseQuery(ctx, credentialsDeleteSchema);
    const status = await deleteAnalyticsCredentials(analytics, currentUser(ctx).id, service);
    ctx.body = { success: true, ...status };
  });

  router.post('/credentials/test', signedIn, async (ctx) => {
    const { service } = parseBody(ctx, connectionTestRequestSchema);
    ctx.body = await testAnalyticsConnection(analytics, currentUser(ctx).id, service);
  });

  router.patch('/monitoring-preferences', signedIn, async (ctx) => {
    const monitoringPreferences = await updateMonitoringPreferences(analytics, currentUser(ctx).id, parseBody(ctx, monitoringPreferencesPatchSchema));
    ctx.body = { success: true, monitoringPreferences };
  });

  return router;
}
