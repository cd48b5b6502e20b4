import { SERVICE_NAMES } from '../../../contracts/analytics.ts';
import { analyticsBotTexts, insightLine } from '../../../core/domain/analytics/bot-texts.ts';
import { analyticsHealth } from '../../../core/domain/analytics/health.ts';
import { insightStats, listInsights } from '../../../core/domain/analytics/insights.ts';
import { AnalyticsSettings } from '../../../db/index.ts';
import type { BotContext } from '../shared/context.ts';

const texts = (ctx: BotContext) => analyticsBotTexts[ctx.locale];

/** /analytics: the last 30 days in three numbers, as the console's cards. */
export async function onAnalyticsCommand(ctx: BotContext, userId: string): Promise<void> {
  const now = new Date();
  const stats = await insightStats(userId, 30, now);
  const open = (await listInsights(userId, { limit: 100, resolved: false, days: 30 }, now)).length;
  await ctx.say(texts(ctx).summary(stats.total, stats.critical, open));
}

/** /insights: the five latest insights. */
export async function onInsightsCommand(ctx: BotContext, userId: string): Promise<void> {
  const insights = await listInsights(userId, { limit: 5 }, new Date());
  await ctx.say(insights.length === 0 ? texts(ctx).noInsights : texts(ctx).insights(insights.map(insightLine)));
}

/** /anomalies: the open anomalies of the last week. */
export async function onAnomaliesCommand(ctx: BotContext, userId: string): Promise<void> {
  const anomalies = await listInsights(userId, { limit: 20, type: 'ANOMALY', resolved: false, days: 7 }, new Date());
  await ctx.say(anomalies.length === 0 ? texts(ctx).noAnomalies : texts(ctx).anomalies(anomalies.map(insightLine)));
}

/** /status: each service's last check, the daily check's hour, the last run. */
export async function onStatusCommand(ctx: BotContext, userId: string): Promise<void> {
  const t = texts(ctx);
  const health = await analyticsHealth(new Date(), ctx.services.telegram, userId);
  const services = (['revenuecat', 'amplitude'] as const).map((service) => {
    const status = health.services[service];
    return t.service(SERVICE_NAMES[service], t.states[status.configured ? status.state : 'none'] ?? status.state);
  });
  const monitoring = health.monitoring.nextRunAt ? await monitoringLine(ctx, userId) : t.monitoringOff;
  const last = health.monitoring.lastRun ? t.lastRun(health.monitoring.lastRun.startedAt.slice(0, 16).replace('T', ' '), health.monitoring.lastRun.status) : t.neverRun;
  await ctx.say(t.status(services.join('\n'), monitoring, last));
}

async function monitoringLine(ctx: BotContext, userId: string): Promise<string> {
  const row = await AnalyticsSettings.query().findById(userId);
  return row ? texts(ctx).monitoringOn(row.notificationHour, row.notificationTimezone) : texts(ctx).monitoringOff;
}
