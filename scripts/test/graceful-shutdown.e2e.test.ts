import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { freePort } from './free-port.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { startProcess } from './processes.ts';
import { eventually } from './kit/eventually.ts';

const started: ChildProcess[] = [];
// A failed test must not leave its process running (it would keep polling queues).
afterAll(() => started.forEach((c) => c.exitCode === null && c.kill('SIGKILL')));

const start = (entry: string, env: Record<string, string>) => startProcess(entry, env, started);

describe('every process stops gracefully on SIGTERM', () => {
  it('web: finishes the request in flight, logs its stop line and exits 0', async () => {
    // A "Temporal" that accepts connections and never answers makes /api/health take its full
    // 1.5 s timeout: a request that is certainly still running when SIGTERM arrives.
    const silent = createServer(() => undefined).listen(0);
    const silentPort = (silent.address() as { port: number }).port;
    const port = await freePort();
    const web = start('api/server.ts', { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, TEMPORAL_ADDRESS: `127.0.0.1:${silentPort}` });
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
    ['workers/index.ts', 'workers started', 'workers stopped'],
    ['workflows/worker.ts', 'temporal worker started', 'temporal worker stopped'],
  ])('%s: logs its stop line and exits 0', async (entry, ready, stopped) => {
    const proc = start(entry, { TEMPORAL_TASK_QUEUE: `shutdown-${Date.now()}` });
    await eventually(() => proc.output().includes(ready), `${entry} to start`);
    proc.child.kill('SIGTERM');
    expect(await proc.exited).toBe(0);
    expect(proc.output()).toContain(`"msg":"${stopped}"`);
  });
});
