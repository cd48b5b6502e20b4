import type { AnalyticsEndpoints } from '../../clients/analytics-endpoints.ts';
import type { AnalyticsLimiter } from '../../clients/analytics-limiter.ts';
import { createAmplitudeReader } from '../../clients/amplitude/reader.ts';
import { createRevenueCatReader } from '../../clients/revenuecat/reader.ts';
import type { AnalyticsKeys } from './keys.ts';
import type { AnalyticsReaders } from './metric-source.ts';

export interface AnalyticsReadersDeps {
  /** analyticsEndpointsFromConfig(cfg): the real origins, or the sandbox's fakes. */
  endpoints: AnalyticsEndpoints;
  /** The one limiter of the analytics upstreams (analyticsLimiterFromConfig), shared by every process. */
  limiter: AnalyticsLimiter;
  /** Whose keys these are: the limits are kept per user (a user's keys are one project of each service). */
  userId: string;
  timeoutMs?: number;
}

/** A user's readers from their keys: null for a service without keys. */
export function createAnalyticsReaders(deps: AnalyticsReadersDeps, keys: AnalyticsKeys): AnalyticsReaders {
  const common = { limiter: deps.limiter, userId: deps.userId, ...(deps.timeoutMs !== undefined ? { timeoutMs: deps.timeoutMs } : {}) };
  return {
    revenuecat: keys.revenuecat ? createRevenueCatReader({ ...common, baseUrl: deps.endpoints.revenuecat, secretKey: keys.revenuecat.secretKey }) : null,
    amplitude: keys.amplitude ? createAmplitudeReader({ ...common, baseUrl: deps.endpoints.amplitude, apiKey: keys.amplitude.apiKey, secretKey: keys.amplitude.secretKey }) : null,
  };
}
