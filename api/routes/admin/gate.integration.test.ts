import type Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEvent } from '../../../db/index.ts';
import { newSubscriber, type Subscriber } from '../../testing/subscriber.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { adminRoutes } from './index.ts';

let app: TestApp;
let user: Subscriber;
let operator: Subscriber;

/** Every route of every admin router, with its parameters filled in. */
function adminEndpoints(routers: Router[]): Array<{ method: string; path: string }> {
  const sample: Record<string, string> = { id: '00000000-0000-4000-8000-000000000000', workflowId: 'wf-gate-test' };
  return routers.flatMap((router) =>
    router.stack
      .filter((layer) => layer.methods.length > 0)
      .flatMap((layer) =>
        layer.methods
          .filter((m) => m !== 'HEAD')
          .map((method) => ({ method, path: String(layer.path).replace(/:(\w+)/g, (_: string, name: string) => sample[name] ?? 'x') })),
      ),
  );
}

beforeAll(async () => {
  app = await startTestApp();
  user = await newSubscriber(app, 'user');
  operator = await newSubscriber(app, 'operator');
});
afterAll(async () => {
  await app.close();
});

describe('the operator gate on every /api/admin route', () => {
  const endpoints = () => adminEndpoints(adminRoutes(app.deps));

  it('walks a route of each admin router (the list is not empty)', () => {
    const paths = endpoints().map((e) => e.path);
    for (const prefix of ['dashboard', 'users', 'queues', 'jobs', 'audit', 'subscriptions', 'payments', 'workflows']) {
      expect(paths.some((p) => p.startsWith(`/api/admin/${prefix}`))).toBe(true);
    }
  });

  it('refuses a signed-in user with 403 and records admin.forbidden {method, path} for each', async () => {
    const list = endpoints();
    for (const { method, path } of list) {
      const res = await user.call(method, path, method === 'GET' ? undefined : {});
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.error).toBe('forbidden');
    }
    const audit = await AuditEvent.query().where({ action: 'admin.forbidden', actor_id: user.userId });
    const seen = new Set(audit.map((a) => `${String(a.details.method)} ${String(a.details.path)}`));
    for (const { method, path } of list) expect(seen, `${method} ${path}`).toContain(`${method} ${path}`);
    expect(audit).toHaveLength(list.length);
  });

  it('records a retried request (same X-Request-Id) once', async () => {
    const headers = { authorization: `Bearer ${user.token}`, 'x-request-id': `gate-retry-${user.userId}` };
    for (let i = 0; i < 2; i++) expect((await fetch(`${app.baseUrl}/api/admin/queues`, { headers })).status).toBe(403);
    const recorded = () => AuditEvent.query().where('event_key', 'like', `admin.forbidden:%:gate-retry-${user.userId}`);
    expect(await recorded()).toHaveLength(1);
    // The same id sent with another probe (the caller picks it) is another entry, not hidden by the first.
    expect((await fetch(`${app.baseUrl}/api/admin/audit`, { headers })).status).toBe(403);
    expect((await recorded()).map((a) => a.details.path).sort()).toEqual(['/api/admin/audit', '/api/admin/queues']);
  });

  it('refuses an operator changing a role (admins only) with 403 and an audit entry', async () => {
    const res = await operator.call('PUT', `/api/admin/users/${user.userId}`, { role: 'admin' });
    expect(res.status).toBe(403);
    const audit = await AuditEvent.query().where({ action: 'admin.forbidden', actor_id: operator.userId });
    expect(audit.map((a) => a.details)).toEqual([{ method: 'PUT', path: `/api/admin/users/${user.userId}`, role: 'operator' }]);
  });

  it('answers 401 without a token, and records nothing', async () => {
    expect((await fetch(`${app.baseUrl}/api/admin/dashboard`)).status).toBe(401);
    expect(await AuditEvent.query().where({ action: 'admin.forbidden' }).whereNull('actor_id').resultSize()).toBe(0);
  });
});
