import { SANDBOX_AMPLITUDE_PATH } from '../../core/clients/analytics-endpoints.ts';
import { startAnalyticsFake, type RunningAnalyticsFake } from '../analytics-data/start-fake.ts';
import { sandboxAmplitudeRoutes, type SandboxAmplitudeOptions } from './routes.ts';

export type RunningSandboxAmplitude = RunningAnalyticsFake;

/** The sandbox's fake Amplitude on a free port of its own (tests with Temporal, the benchmark). */
export const startSandboxAmplitude = (options: SandboxAmplitudeOptions = {}): Promise<RunningSandboxAmplitude> =>
  startAnalyticsFake((o: SandboxAmplitudeOptions) => sandboxAmplitudeRoutes(o), SANDBOX_AMPLITUDE_PATH, options);
