import { createServer } from 'node:net';
import { freePort } from './free-port.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { eventually } from './kit/eventually.ts';
import { processGroup } from './kit/process-group.ts';
import { untilReady } from './kit/processes.ts';

const processes = processGroup();
// A failed test must not leave its process running (it would keep polling queues).
afterAll(() => processes.killAll());

describe('every process stops gracefully on SIGTERM', () => {
  it('web: finishes the request in flight, logs its stop line and exits 0', async () => {
    // A "Temporal" that accepts connections and never answers makes /api/health take its full
    // 1.5 s timeout: a request that is certainly still running when SIGTERM arrives.
    const silent = createServer(() => undefined).listen(0);
    const silentPort = (silent.address() as { port: number }).port;
    const port = await freePort();
    const web = processes.product('web', { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, TEMPORAL_ADDRESS: `127.0.0.1:${silentPort}` });
    try {
      await eventually(() => fetch(`http://127.0.0.1:${port}/api/no-such-route`).then(() => true, () => false), 'the web process to answer');
      const inFlight = fetch(`http://127.0.0.1:${port}/api/health`);
      await new Promise((r) => setTimeout(r, 300));
      web.child.kill('SIGTERM');
      const answer = await inFlight;
      expect(answer.status).toBe(503);
      expect(await answer.json()).toMatchObject({ checks: { temporal: { ok: false } } });
      expect(await web.exited).toBe(0);
      expect(web.output()).toMatch(/"msg":"web stopped"/);
    } finally {
      silent.close();
    }
  });

  it.each([
    ['worker', 'workers stopped'],
    ['temporal-worker', 'temporal worker stopped'],
  ] as const)('%s: logs its stop line and exits 0', async (name, stopped) => {
    const proc = processes.product(name, { TEMPORAL_TASK_QUEUE: `shutdown-${Date.now()}` });
    await untilReady(proc, name, 60_000);
    proc.child.kill('SIGTERM');
    expect(await proc.exited).toBe(0);
    expect(proc.output()).toContain(`"msg":"${stopped}"`);
  });
});
