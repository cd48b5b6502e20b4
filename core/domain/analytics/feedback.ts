import { AnalyticsInsight } from '../../../db/index.ts';

/**
 * A 👍 or 👎 on an alert, from the chat it was sent to: the last answer counts (a changed mind
 * replaces the vote, the same vote again changes nothing). The metric's sensitivity is computed
 * from these answers at the next run (monitor/sensitivity.ts). Answers null when the insight is
 * not this user's (or is gone).
 */
export async function recordFeedback(userId: string, insightId: string, vote: 'up' | 'down', at: Date): Promise<{ metric: string; changed: boolean } | null> {
  const insight = await AnalyticsInsight.query().findOne({ id: insightId, user_id: userId });
  if (!insight) return null;
  if (insight.feedback === vote) return { metric: insight.metric, changed: false };
  await AnalyticsInsight.query().findById(insightId).patch({ feedback: vote, feedbackAt: at });
  return { metric: insight.metric, changed: true };
}
