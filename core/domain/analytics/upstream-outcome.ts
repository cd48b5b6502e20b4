import { SERVICE_NAMES, type AnalyticsService, type ServiceStatus } from '../../../contracts/analytics.ts';
import { AnalyticsUpstreamError } from './metric-source.ts';

/** How an upstream failure is kept on the settings row and told to the user ('which key failed'). */
export function outcomeOfFailure(service: AnalyticsService, error: unknown): { state: ServiceStatus['state']; detail: string } {
  if (error instanceof AnalyticsUpstreamError) {
    if (error.failure === 'unauthorized') return { state: 'unauthorized', detail: error.message };
    if (error.failure === 'rate_limited') {
      const seconds = error.options.retryAfterMs ? Math.ceil(error.options.retryAfterMs / 1000) : null;
      return { state: 'rate_limited', detail: `${SERVICE_NAMES[service]} asked us to slow down${seconds ? ` (retry in ${seconds} s)` : ''}.` };
    }
    return { state: 'error', detail: error.message };
  }
  return { state: 'error', detail: `${SERVICE_NAMES[service]} could not be reached.` };
}
