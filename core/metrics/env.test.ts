import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../config.ts';
import { productionEnv } from '../testing/config-env.ts';

const production = productionEnv();

describe('the metrics settings', () => {
  it('default to metrics and propagation on, loopback, no token, the port left to the process', () => {
    const cfg = parseConfig(production);
    expect(cfg).toMatchObject({ METRICS_ENABLED: true, REQUEST_ID_PROPAGATION: true, METRICS_HOST: '127.0.0.1' });
    expect([cfg.METRICS_PORT, cfg.METRICS_TOKEN]).toEqual([undefined, undefined]);
  });

  it('refuse, in production, a /metrics reachable from other hosts without a token', () => {
    expect(() => parseConfig({ ...production, METRICS_HOST: '0.0.0.0' })).toThrow(ConfigError);
    expect(() => parseConfig({ ...production, METRICS_HOST: '0.0.0.0' })).toThrow(/METRICS_TOKEN is required/);
    expect(parseConfig({ ...production, METRICS_HOST: '0.0.0.0', METRICS_TOKEN: 'a-token-of-16-chars-or-more' }).METRICS_HOST).toBe('0.0.0.0');
    expect(parseConfig({ ...production, METRICS_HOST: '0.0.0.0', METRICS_ENABLED: 'false' }).METRICS_ENABLED).toBe(false);
  });

  it('refuse a short token and a port out of range', () => {
    expect(() => parseConfig({ ...production, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16/);
    expect(() => parseConfig({ ...production, METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
  });
});
