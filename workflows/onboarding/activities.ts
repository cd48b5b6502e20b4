import { createDefaultSettings } from '../../core/domain/onboarding/create-default-settings.ts';
import { welcomeMessage } from '../../core/domain/onboarding/welcome-message.ts';
import { deliverNotification } from '../../core/queues/jobs/deliver-notification.ts';
import type { JobProducer } from '../../core/queues/producer.ts';

export interface OnboardingDeps {
  jobs: JobProducer;
}

/** Both activities are idempotent: settings insert-if-absent, the welcome job has a fixed id. */
export function createOnboardingActivities({ jobs }: OnboardingDeps) {
  return {
    async createDefaultSettings(userId: string): Promise<{ locale: string }> {
      const settings = await createDefaultSettings(userId);
      return { locale: settings.locale };
    },
    async sendWelcomeMessage(userId: string, locale: string): Promise<string> {
      return jobs.enqueue(deliverNotification, welcomeMessage(userId, locale));
    },
  };
}
