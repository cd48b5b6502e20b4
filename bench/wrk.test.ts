import { describe, expect, it } from 'vitest';
import { median } from './median.ts';
import { parseWrk, wrkArgs } from './wrk.ts';

const ok = `Running 1s test @ http://127.0.0.1:45123/
  1 threads and 4 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   628.26us    1.20ms  13.69ms   91.13%
    Req/Sec    14.04k     7.30k   26.97k    70.00%
  Latency Distribution
     50%  211.00us
     75%  477.00us
     90%    1.61ms
     99%    6.58ms
  13996 requests in 1.00s, 2.34MB read
Requests/sec:  13949.20
Transfer/sec:      2.33MB
`;

describe("wrk's summary", () => {
  it('reads requests/s, the 99th percentile and the request count', () => {
    expect(parseWrk(ok)).toEqual({ requestsPerSecond: 13949.2, p99Ms: 6.58, requests: 13996, failures: 0 });
  });

  it('converts microseconds and seconds to milliseconds', () => {
    expect(parseWrk(ok.replace('99%    6.58ms', '99%  950.00us')).p99Ms).toBeCloseTo(0.95);
    expect(parseWrk(ok.replace('99%    6.58ms', '99%    1.20s')).p99Ms).toBeCloseTo(1200);
  });

  it('counts non-2xx answers and socket errors as failures', () => {
    const failing = ok.replace(
      'Requests/sec',
      '  Socket errors: connect 0, read 2, write 0, timeout 3\n  Non-2xx or 3xx responses: 7\nRequests/sec',
    );
    expect(parseWrk(failing).failures).toBe(12);
  });

  it('refuses output it cannot read', () => {
    expect(() => parseWrk('unable to connect to 127.0.0.1:1 Connection refused')).toThrow(/could not read/);
  });
});

describe("wrk's command line", () => {
  const options = { threads: 1, connections: 32, seconds: 6, headers: { Authorization: 'Bearer t' } };

  it('sends one request at a time on each connection by default', () => {
    expect(wrkArgs('http://127.0.0.1:1/', options)).toEqual(['-t1', '-c32', '-d6s', '--timeout', '10s', '--latency', '-H', 'Authorization: Bearer t', 'http://127.0.0.1:1/']);
  });

  it('pipelines through the Lua script, its depth after --', () => {
    const args = wrkArgs('http://127.0.0.1:1/', { ...options, pipeline: 8 });
    expect(args.slice(-5)).toEqual(['-s', expect.stringMatching(/bench\/wrk-pipeline\.lua$/), 'http://127.0.0.1:1/', '--', '8']);
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
