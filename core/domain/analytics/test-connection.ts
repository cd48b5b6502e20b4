import { ANALYTICS_MESSAGES, SERVICE_NAMES, type AnalyticsService, type ConnectionTest } from '../../../contracts/analytics.ts';
import { AppError } from '../../errors.ts';
import { metricInfo } from './catalogue.ts';
import type { AnalyticsDeps } from './deps.ts';
import { readAnalyticsKeys } from './keys.ts';
import { recordServiceCheck } from './settings.ts';
import { outcomeOfFailure } from './upstream-outcome.ts';

const labels = (metrics: string[]) => metrics.map((id) => metricInfo(id).label.en).join(', ');

/**
 * 'Test Connection': calls the service with the stored keys and says what it could read (the
 * project and the metrics available), or which key was refused. The outcome is kept, so the
 * settings page and the health call show it.
 */
export async function testAnalyticsConnection(deps: Pick<AnalyticsDeps, 'secrets' | 'readers' | 'now'>, userId: string, service: AnalyticsService): Promise<ConnectionTest> {
  const keys = await readAnalyticsKeys(deps.secrets, userId);
  if (!keys[service]) throw new AppError('validation_error', ANALYTICS_MESSAGES.atLeastOne);
  const readers = deps.readers(userId, keys);
  const name = SERVICE_NAMES[service];
  try {
    const found = service === 'revenuecat' ? await readers.revenuecat!.project() : await readers.amplitude!.project();
    const project = found.name;
    await recordServiceCheck(userId, service, { state: 'ok', detail: null, project }, deps.now());
    const where = project ? ` (project “${project}”)` : '';
    return { success: true, message: `Connected to ${name}${where}. Metrics available: ${labels(found.metrics)}.`, project, metrics: found.metrics };
  } catch (error) {
    const outcome = outcomeOfFailure(service, error);
    await recordServiceCheck(userId, service, outcome, deps.now());
    return { success: false, message: outcome.detail, project: null, metrics: [] };
  }
}
