import { describe, expect, it } from 'vitest';
import { isReadCall } from './temporal-ui-writes.ts';

const ns = '/admin/temporal/api/v1/namespaces/default';

describe('isReadCall', () => {
  it('passes reads and workflow queries', () => {
    expect(isReadCall('GET', `${ns}/workflows`)).toBe(true);
    expect(isReadCall('HEAD', '/admin/temporal/')).toBe(true);
    expect(isReadCall('POST', `${ns}/workflows/order%2F1/query/__stack_trace`)).toBe(true);
  });

  it('refuses every other call, including a query path that walks out of itself', () => {
    for (const [method, path] of [
      ['POST', `${ns}/workflows/w1/terminate`],
      ['POST', `${ns}/workflows/w1/signal/go`],
      ['POST', `${ns}/workflows/w1/query/..`],
      ['POST', `${ns}/workflows/w1/query/%2E%2e`],
      ['POST', `${ns}/workflows/../batch-operations/query/x`],
      ['POST', `${ns}/workflows/w1/query/q/terminate`],
      ['POST', `/elsewhere/api/v1/namespaces/default/workflows/w1/query/q`],
      ['DELETE', `${ns}/schedules/s1`],
      ['PUT', `${ns}/workflows/w1`],
      ['OPTIONS', `${ns}/workflows`],
    ]) {
      expect(isReadCall(method!, path!), `${method} ${path}`).toBe(false);
    }
  });
});
