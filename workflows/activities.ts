import { createOnboardingActivities, type OnboardingDeps } from './onboarding/activities.ts';

export type ActivityDeps = OnboardingDeps;

/** Every activity the temporal-worker registers, built from the process's dependencies. */
export function createActivities(deps: ActivityDeps) {
  return {
    ...createOnboardingActivities(deps),
  };
}
