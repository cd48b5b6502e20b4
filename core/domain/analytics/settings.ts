import { ANALYTICS_MESSAGES, DEFAULT_MONITORING, type AnalyticsCredentialsBody, type AnalyticsService, type AnalyticsStatus, type MonitoringPreferences, type ServiceStatus } from '../../../contracts/analytics.ts';
import { AnalyticsSettings } from '../../../db/index.ts';
import { AppError } from '../../errors.ts';
import type { AnalyticsDeps } from './deps.ts';
import { forgetAnalyticsKeys, readAnalyticsKeys, storeAnalyticsKeys, type AnalyticsKeys } from './keys.ts';
import { monitoringSlotOf } from './slot.ts';

export const preferencesOf = (row: AnalyticsSettings | undefined): MonitoringPreferences =>
  row
    ? {
        anomalyThreshold: row.anomalyThreshold,
        dailyMonitoringEnabled: row.dailyMonitoringEnabled,
        notificationHour: row.notificationHour,
        notificationTimezone: row.notificationTimezone as MonitoringPreferences['notificationTimezone'],
        criticalOnly: row.criticalOnly,
      }
    : { ...DEFAULT_MONITORING };

export function serviceStatusOf(row: AnalyticsSettings | undefined, service: AnalyticsService, configured: boolean): ServiceStatus {
  if (!row || !configured) return { configured, state: 'unchecked', detail: null, checkedAt: null, project: null };
  const checkedAt = row[`${service}CheckedAt`];
  return { configured, state: row[`${service}State`], detail: row[`${service}Detail`], checkedAt: checkedAt ? checkedAt.toISOString() : null, project: row[`${service}Project`] };
}

const configuredOf = (keys: AnalyticsKeys) => ({ revenuecat: keys.revenuecat !== null, amplitude: keys.amplitude !== null });

function statusOf(row: AnalyticsSettings | undefined, keys: AnalyticsKeys): AnalyticsStatus {
  const services = configuredOf(keys);
  return {
    hasCredentials: services.revenuecat || services.amplitude,
    services,
    serviceStatus: { revenuecat: serviceStatusOf(row, 'revenuecat', services.revenuecat), amplitude: serviceStatusOf(row, 'amplitude', services.amplitude) },
    monitoringPreferences: preferencesOf(row),
  };
}

export async function analyticsStatus(deps: Pick<AnalyticsDeps, 'secrets'>, userId: string): Promise<AnalyticsStatus> {
  const [row, keys] = await Promise.all([AnalyticsSettings.query().findById(userId), readAnalyticsKeys(deps.secrets, userId)]);
  return statusOf(row, keys);
}

/** The row with the preferences given (the defaults for a new one) and the slot they and the keys put it in. */
async function writeSettings(userId: string, patch: Partial<MonitoringPreferences>, configured: boolean, reset: Partial<AnalyticsSettings> = {}): Promise<{ row: AnalyticsSettings; slots: string[] }> {
  return AnalyticsSettings.transaction(async (trx) => {
    await AnalyticsSettings.query(trx).insert({ userId }).onConflict('user_id').ignore();
    const before = (await AnalyticsSettings.query(trx).findById(userId).forUpdate())!;
    const preferences = { ...preferencesOf(before), ...patch };
    const slot = monitoringSlotOf(preferences, configured);
    const row = await AnalyticsSettings.query(trx).patchAndFetchById(userId, { ...preferences, ...reset, slot, updatedAt: new Date() });
    return { row, slots: [...new Set([before.slot, slot].filter((s): s is string => s !== null))] };
  });
}

/** The Schedules follow the database; Temporal being down does not fail the save (the periodic sync repairs it). */
async function syncSlots(deps: Pick<AnalyticsDeps, 'schedules' | 'log'>, slots: string[]): Promise<void> {
  try {
    await deps.schedules.sync(slots);
  } catch (error) {
    deps.log.warn({ err: error, slots }, 'analytics schedules not synced; the periodic sync will repair them');
  }
}

/** A service's keys changed: what was known about the old ones is forgotten. */
const unchecked = (service: AnalyticsService): Partial<AnalyticsSettings> => ({ [`${service}State`]: 'unchecked', [`${service}Detail`]: null, [`${service}Project`]: null, [`${service}CheckedAt`]: null });

/**
 * Spec 7 POST /analytics/credentials. Blank fields keep what is stored; at least one set must be
 * stored afterwards ('Please provide at least one set of credentials'), and the Amplitude pair
 * travels together ('Both Amplitude API key and secret key are required').
 */
export async function saveAnalyticsCredentials(deps: Pick<AnalyticsDeps, 'secrets' | 'schedules' | 'log'>, userId: string, body: AnalyticsCredentialsBody): Promise<AnalyticsStatus> {
  const revenuecat = body.revenuecatApiKey || undefined;
  const apiKey = body.amplitudeApiKey || undefined;
  const secretKey = body.amplitudeSecretKey || undefined;
  if (Boolean(apiKey) !== Boolean(secretKey)) throw new AppError('validation_error', ANALYTICS_MESSAGES.amplitudePair);
  const stored = await readAnalyticsKeys(deps.secrets, userId);
  const given = Boolean(revenuecat) || Boolean(apiKey);
  if (!given && !stored.revenuecat && !stored.amplitude) throw new AppError('validation_error', ANALYTICS_MESSAGES.atLeastOne);
  await storeAnalyticsKeys(deps.secrets, userId, { revenuecat, amplitude: apiKey && secretKey ? { apiKey, secretKey } : undefined });
  const keys = await readAnalyticsKeys(deps.secrets, userId);
  const reset = { ...(revenuecat ? unchecked('revenuecat') : {}), ...(apiKey ? unchecked('amplitude') : {}) };
  const { row, slots } = await writeSettings(userId, body.monitoringPreferences ?? {}, keys.revenuecat !== null || keys.amplitude !== null, reset);
  await syncSlots(deps, slots);
  return statusOf(row, keys);
}

/** Spec 7 DELETE /analytics/credentials {service}: one service's keys, or all of them. */
export async function deleteAnalyticsCredentials(deps: Pick<AnalyticsDeps, 'secrets' | 'schedules' | 'log'>, userId: string, service: AnalyticsService | 'all'): Promise<AnalyticsStatus> {
  await forgetAnalyticsKeys(userId, service);
  const keys = await readAnalyticsKeys(deps.secrets, userId);
  const services: AnalyticsService[] = service === 'all' ? ['revenuecat', 'amplitude'] : [service];
  const reset = Object.assign({}, ...services.map(unchecked)) as Partial<AnalyticsSettings>;
  const { row, slots } = await writeSettings(userId, {}, keys.revenuecat !== null || keys.amplitude !== null, reset);
  await syncSlots(deps, slots);
  return statusOf(row, keys);
}

/** Spec 7 PATCH /analytics/monitoring-preferences. */
export async function updateMonitoringPreferences(deps: Pick<AnalyticsDeps, 'secrets' | 'schedules' | 'log'>, userId: string, patch: Partial<MonitoringPreferences>): Promise<MonitoringPreferences> {
  const keys = await readAnalyticsKeys(deps.secrets, userId);
  const { row, slots } = await writeSettings(userId, patch, keys.revenuecat !== null || keys.amplitude !== null);
  await syncSlots(deps, slots);
  return preferencesOf(row);
}

/** What a check of a service found, kept for the settings page ('which key failed'). */
export async function recordServiceCheck(userId: string, service: AnalyticsService, outcome: { state: ServiceStatus['state']; detail: string | null; project?: string | null }, at: Date): Promise<void> {
  await AnalyticsSettings.query().insert({ userId }).onConflict('user_id').ignore();
  const patch: Partial<AnalyticsSettings> = { [`${service}State`]: outcome.state, [`${service}Detail`]: outcome.detail, [`${service}CheckedAt`]: at };
  if (outcome.project !== undefined) Object.assign(patch, { [`${service}Project`]: outcome.project });
  await AnalyticsSettings.query().findById(userId).patch(patch);
}
