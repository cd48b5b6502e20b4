import { describe, expect, it } from 'vitest';
import { parseConfig } from '../core/config.ts';
import { minimalEnv, REAL_UPSTREAMS } from '../core/testing/config-env.ts';
import { listenHost } from './listen-host.ts';

const base = minimalEnv();
const real = REAL_UPSTREAMS;

describe('the address the web process listens on', () => {
  it('in sandbox: loopback only, unless LISTEN_HOST says otherwise', () => {
    expect(listenHost(parseConfig({ ...base, SANDBOX: '1' }))).toBe('127.0.0.1');
    expect(listenHost(parseConfig({ ...base, SANDBOX: '1', LISTEN_HOST: '0.0.0.0' }))).toBe('0.0.0.0');
  });

  it('outside sandbox: every interface (a container, the proxy in front), or LISTEN_HOST', () => {
    expect(listenHost(parseConfig({ ...base, ...real }))).toBeUndefined();
    expect(listenHost(parseConfig({ ...base, ...real, LISTEN_HOST: '10.0.0.5' }))).toBe('10.0.0.5');
  });
});
