import { SANDBOX_REVENUECAT_PATH } from '../../core/clients/analytics-endpoints.ts';
import { startAnalyticsFake, type RunningAnalyticsFake } from '../analytics-data/start-fake.ts';
import { sandboxRevenueCatRoutes, type SandboxRevenueCatOptions } from './routes.ts';

export type RunningSandboxRevenueCat = RunningAnalyticsFake;

/** The sandbox's fake RevenueCat on a free port of its own (tests with Temporal, the benchmark). */
export const startSandboxRevenueCat = (options: SandboxRevenueCatOptions = {}): Promise<RunningSandboxRevenueCat> =>
  startAnalyticsFake((o: SandboxRevenueCatOptions) => sandboxRevenueCatRoutes(o), SANDBOX_REVENUECAT_PATH, options);
