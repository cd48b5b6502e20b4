import { proxyActivities } from '@temporalio/workflow';
import type { createOnboardingActivities } from './activities.ts';
import type { OnboardingInput } from './definitions.ts';

const { createDefaultSettings, sendWelcomeMessage } = proxyActivities<ReturnType<typeof createOnboardingActivities>>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute' },
});

/** A new user's first steps: default settings, then a welcome message through the outbox. */
export async function onboardingWorkflow({ userId }: OnboardingInput): Promise<{ welcomeJobId: string }> {
  const { locale } = await createDefaultSettings(userId);
  const welcomeJobId = await sendWelcomeMessage(userId, locale);
  return { welcomeJobId };
}
