import { AnalyticsInsight, TelegramLink, UserSettings } from '../../../../db/index.ts';
import { feedbackButtons } from '../feedback-buttons.ts';
import type { MonitorDeps } from './monitor-deps.ts';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const severityMark = { CRITICAL: '🔴', HIGH: '🟠', MEDIUM: '🟡', LOW: '🟢' } as const;

const alertTexts = {
  en: { ask: 'Was this alert useful?', open: 'Open in the console' },
  ru: { ask: 'Это оповещение было полезным?', open: 'Открыть в консоли' },
};

/**
 * The run's alerts through the analytics bot, each once (the outbox key is the insight's id, and
 * the row is marked sent after it is queued). Critical-only was applied when the insight was
 * written; a user without the bot linked keeps the insight in the console and gets no alert.
 */
export async function sendRunAlerts(deps: Pick<MonitorDeps, 'outbox' | 'publicUrl'>, runId: string): Promise<number> {
  const pending = await AnalyticsInsight.query().where({ run_id: runId, alert_state: 'pending' }).orderBy('created_at');
  if (pending.length === 0) return 0;
  const userId = pending[0]!.userId;
  const link = await TelegramLink.query().findOne({ user_id: userId, bot: 'analytics' });
  if (!link) {
    await AnalyticsInsight.query().whereIn('id', pending.map((row) => row.id)).patch({ alertState: 'suppressed' });
    return 0;
  }
  const t = alertTexts[(await UserSettings.query().findById(userId))?.locale === 'ru' ? 'ru' : 'en'];
  const url = `${deps.publicUrl.replace(/\/$/, '')}/analytics`;
  for (const insight of pending) {
    const text = `${severityMark[insight.severity]} <b>${escapeHtml(insight.title)}</b>\n\n${escapeHtml(insight.description)}\n\n<a href="${url}">${t.open}</a>\n${t.ask}`;
    await deps.outbox.send('analytics', link.chatId, `analytics-alert-${insight.id}`, { text, buttons: feedbackButtons(insight.id) });
    await AnalyticsInsight.query().findById(insight.id).patch({ alertState: 'sent', alertedAt: new Date() });
  }
  await AnalyticsInsight.knex().raw('update analytics_runs set alerts_sent = (select count(*) from analytics_insights where run_id = ? and alert_state = ?) where id = ?', [runId, 'sent', runId]);
  return pending.length;
}
