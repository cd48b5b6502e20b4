import { DateTime } from 'luxon';
import type { AnalyticsHealth } from '../../../contracts/analytics.ts';
import { AnalyticsRun, AnalyticsSettings } from '../../../db/index.ts';
import type { TelegramRuntime } from '../../clients/telegram/runtime.ts';
import { linkStatus } from '../telegram-link/link-status.ts';
import { storedServices } from './keys.ts';
import { presentRun } from './present-run.ts';
import { serviceStatusOf } from './settings.ts';
import { parseMonitoringSlot } from './slot.ts';

/** The next time the slot's hour comes round in its zone. */
export function nextRunAt(slot: string, now: Date): Date {
  const { hour, timezone } = parseMonitoringSlot(slot);
  const local = DateTime.fromJSDate(now, { zone: timezone });
  let next = local.set({ hour, minute: 0, second: 0, millisecond: 0 });
  if (next <= local) next = next.plus({ days: 1 });
  return next.toJSDate();
}

/**
 * Spec 7 GET /analytics/health (answer not shown): each service's last check, the monitoring's
 * next and last run, and the analytics bot. 'degraded' when a configured service failed its last
 * check or the last run failed.
 */
export async function analyticsHealth(now: Date, telegram: TelegramRuntime, userId: string): Promise<AnalyticsHealth> {
  const [row, stored, lastRun, bot] = await Promise.all([
    AnalyticsSettings.query().findById(userId),
    storedServices(userId),
    AnalyticsRun.query().where('user_id', userId).orderBy('started_at', 'desc').first(),
    linkStatus(userId, 'analytics', telegram),
  ]);
  const services = { revenuecat: serviceStatusOf(row, 'revenuecat', stored.revenuecat), amplitude: serviceStatusOf(row, 'amplitude', stored.amplitude) };
  const configured = services.revenuecat.configured || services.amplitude.configured;
  const failing = Object.values(services).some((s) => s.configured && s.state !== 'ok' && s.state !== 'unchecked') || lastRun?.status === 'failed';
  return {
    status: !configured ? 'not_configured' : failing ? 'degraded' : 'ok',
    services,
    monitoring: { enabled: row?.slot != null, nextRunAt: row?.slot ? nextRunAt(row.slot, now).toISOString() : null, lastRun: lastRun ? presentRun(lastRun) : null },
    bot: { connected: bot.connected, hasAnalyticsBot: bot.botUsername !== null },
  };
}
