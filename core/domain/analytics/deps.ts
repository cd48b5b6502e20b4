import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { analyticsEndpointsFromConfig, analyticsLimiterFromConfig } from '../../clients/analytics-endpoints.ts';
import type { SecretBox } from '../../crypto.ts';
import type { AnalyticsKeys } from './keys.ts';
import type { AnalyticsReaders } from './metric-source.ts';
import { createAnalyticsReaders } from './readers.ts';
import type { AnalyticsSchedules } from './schedule-port.ts';

/** What the analytics tool's settings, checks and runs need, in the web process and the temporal-worker. */
export interface AnalyticsDeps {
  secrets: SecretBox;
  /** The user's RevenueCat and Amplitude readers (null where no key), paced by the user's limiters. */
  readers(userId: string, keys: AnalyticsKeys): AnalyticsReaders;
  schedules: AnalyticsSchedules;
  log: Logger;
  now: () => Date;
}

type ReaderConfig = Parameters<typeof analyticsEndpointsFromConfig>[0] & Parameters<typeof analyticsLimiterFromConfig>[0];

/** The readers' factory: the configured endpoints (or the sandbox's fakes) and the one Redis-backed limiter. */
export function analyticsReadersFromConfig(cfg: ReaderConfig, parts: { redis: Redis; log: Logger; maxWaitMs?: number }): AnalyticsDeps['readers'] {
  const endpoints = analyticsEndpointsFromConfig(cfg);
  const limiter = analyticsLimiterFromConfig(cfg, parts);
  return (userId, keys) => createAnalyticsReaders({ endpoints, limiter, userId }, keys);
}
