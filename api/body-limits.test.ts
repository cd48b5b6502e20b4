import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from './testing/read-json.ts';
import { startTestApp, type TestApp } from './testing/test-app.ts';

/**
 * The bank's webhook takes small bodies (api/app.ts) on every spelling of its path that the
 * router answers: it ignores case and a trailing slash, so the limit must too.
 */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const post = (path: string, body: unknown) => fetch(`${app.baseUrl}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('the bank webhook body limit', () => {
  it('refuses 20 KB with 413 however the path is spelled', async () => {
    for (const path of ['/api/subscription/webhook', '/api/subscription/webhook/', '/API/Subscription/Webhook', '/Api/SUBSCRIPTION/webhook/']) {
      const res = await post(path, { TerminalKey: 'TestBank', padding: 'x'.repeat(20_000) });
      expect(res.status, path).toBe(413);
      expect(await readJson(res)).toMatchObject({ error: 'payload_too_large' });
    }
  });

  it('a small body on another spelling still reaches the webhook', async () => {
    // An unsigned notification: the webhook itself refuses it, past the body limit.
    const res = await post('/API/Subscription/Webhook/', { TerminalKey: 'TestBank', OrderId: 'nope', Status: 'CONFIRMED' });
    expect(res.status).not.toBe(413);
    expect(res.status).toBeLessThan(500);
  });
});
