import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { requestIdLogOptions } from './logger.ts';
import { currentRequestId, runWithRequestId } from './request-id.ts';

/** A pino logger with the process logger's request-id options, writing its lines to an array. */
function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { log: pino({ ...requestIdLogOptions, base: undefined }, stream), lines };
}

describe('the request id', () => {
  it('is current inside runWithRequestId, through awaits and timers, and not outside', async () => {
    expect(currentRequestId()).toBeUndefined();
    const seen = await runWithRequestId('req-outer', async () => {
      await new Promise((r) => setTimeout(r, 1));
      const inner = runWithRequestId('req-inner', () => currentRequestId());
      return [currentRequestId(), inner];
    });
    expect(seen).toEqual(['req-outer', 'req-inner']);
    expect(currentRequestId()).toBeUndefined();
  });

  it('is on every log line written inside one, once, and a line naming its own keeps that', async () => {
    const { log, lines } = capture();
    log.info('outside');
    await runWithRequestId('req-12345678', async () => {
      await Promise.resolve();
      log.info({ n: 1 }, 'inside');
      log.child({ job: 'x' }).warn('child inside');
      log.info({ reqId: 'tg:calendar:7' }, 'own id');
    });
    const parsed = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(parsed.map((l) => [l.msg, l.reqId])).toEqual([
      ['outside', undefined],
      ['inside', 'req-12345678'],
      ['child inside', 'req-12345678'],
      ['own id', 'tg:calendar:7'],
    ]);
    for (const line of lines) expect(line.match(/"reqId"/g)?.length ?? 0).toBeLessThanOrEqual(1);
  });
});
