import { createAnalyticsMonitorActivities } from './analytics-monitor/activities.ts';
import { createAnalyticsSlotActivities } from './analytics-slot/activities.ts';
import { createDigestRunActivities } from './digest-run/activities.ts';
import { createDigestSlotActivities } from './digest-slot/activities.ts';
import { createHomeworkRegradeActivities, type HomeworkRegradeDeps } from './homework-regrade/activities.ts';
import { createOnboardingActivities, type OnboardingDeps } from './onboarding/activities.ts';
import { createPaymentRefundActivities } from './payment-refund/activities.ts';
import { createReplyBatchActivities, type ReplyBatchDeps } from './reply-batch/activities.ts';
import { createSubscriptionActivities, type SubscriptionActivityDeps } from './subscription/activities.ts';

export type ActivityDeps = OnboardingDeps & SubscriptionActivityDeps & ReplyBatchDeps & Parameters<typeof createDigestRunActivities>[0] & HomeworkRegradeDeps & Parameters<typeof createAnalyticsMonitorActivities>[0];

/** Every activity the temporal-worker registers, built from the process's dependencies. */
export function createActivities(deps: ActivityDeps) {
  return {
    ...createOnboardingActivities(deps),
    ...createSubscriptionActivities(deps),
    ...createPaymentRefundActivities(deps),
    ...createReplyBatchActivities(deps),
    ...createDigestSlotActivities(),
    ...createDigestRunActivities(deps),
    ...createHomeworkRegradeActivities(deps),
    ...createAnalyticsSlotActivities(),
    ...createAnalyticsMonitorActivities(deps),
  };
}
