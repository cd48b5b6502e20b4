import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { createAnalyticsLimiter, type AnalyticsLimiter } from './analytics-limiter.ts';
import { AMPLITUDE_API_URL } from './amplitude/reader.ts';
import { REVENUECAT_API_URL } from './revenuecat/reader.ts';

/** Where the web process serves its fakes of RevenueCat and Amplitude (sandbox/revenuecat/, sandbox/amplitude/). */
export const SANDBOX_REVENUECAT_PATH = '/sandbox/revenuecat';
export const SANDBOX_AMPLITUDE_PATH = '/sandbox/amplitude';

/** The origins the readers call: RevenueCat's paths start with /v2, Amplitude's with /api/2. */
export interface AnalyticsEndpoints {
  revenuecat: string;
  amplitude: string;
}

/**
 * RevenueCat's and Amplitude's own origins, or in sandbox the web process's fakes on loopback
 * (the calls are the server's own), unless the operator aimed a URL elsewhere (a stub of theirs).
 */
export function analyticsEndpointsFromConfig(cfg: Pick<Config, 'SANDBOX' | 'PORT' | 'REVENUECAT_API_URL' | 'AMPLITUDE_API_URL'>): AnalyticsEndpoints {
  const loopback = `http://127.0.0.1:${cfg.PORT}`;
  const own = (url: string, real: string, fake: string) => (cfg.SANDBOX && url.replace(/\/+$/, '') === real ? `${loopback}${fake}` : url.replace(/\/+$/, ''));
  return {
    revenuecat: own(cfg.REVENUECAT_API_URL, REVENUECAT_API_URL, SANDBOX_REVENUECAT_PATH),
    amplitude: own(cfg.AMPLITUDE_API_URL, AMPLITUDE_API_URL, SANDBOX_AMPLITUDE_PATH),
  };
}

/** The one limiter of the analytics upstreams, with the configured limits, shared through Redis by every process. */
export function analyticsLimiterFromConfig(
  cfg: Pick<Config, 'QUEUE_PREFIX' | 'REVENUECAT_CHARTS_PER_MINUTE' | 'AMPLITUDE_CONCURRENCY' | 'AMPLITUDE_COST_PER_HOUR'>,
  parts: { redis: Redis; log?: Logger; maxWaitMs?: number },
): AnalyticsLimiter {
  return createAnalyticsLimiter({
    redis: parts.redis,
    prefix: cfg.QUEUE_PREFIX,
    ...(parts.log ? { log: parts.log } : {}),
    ...(parts.maxWaitMs !== undefined ? { maxWaitMs: parts.maxWaitMs } : {}),
    revenuecat: { chartsPerMinute: cfg.REVENUECAT_CHARTS_PER_MINUTE },
    amplitude: { concurrency: cfg.AMPLITUDE_CONCURRENCY, costPerHour: cfg.AMPLITUDE_COST_PER_HOUR },
  });
}
