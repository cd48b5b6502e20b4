import nock from 'nock';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startTestApp, type TestApp } from './test-app.ts';

/**
 * The app for a test file whose upstreams are played by nock: no real network but loopback,
 * interceptors cleared after each test. Not for files that also talk to Temporal (see
 * api/testing/scripted-server.ts).
 */
export function nockedTestApp(overrides: Record<string, string> = {}): { readonly app: TestApp } {
  const holder: { app?: TestApp } = {};
  beforeAll(async () => {
    nock.disableNetConnect();
    nock.enableNetConnect(/127\.0\.0\.1|localhost/);
    holder.app = await startTestApp(overrides);
  });
  afterEach(() => nock.cleanAll());
  afterAll(async () => {
    await holder.app?.close();
    nock.enableNetConnect();
  });
  return {
    get app() {
      if (!holder.app) throw new Error('the test app is not started yet');
      return holder.app;
    },
  };
}
