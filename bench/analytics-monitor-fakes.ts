import { startSandboxAmplitude, type RunningSandboxAmplitude } from '../sandbox/amplitude/start.ts';
import { FakeAnalyticsData, type FakeDay } from '../sandbox/analytics-data/series.ts';
import { startSandboxOpenAI, type RunningSandboxOpenAI } from '../sandbox/openai/start.ts';
import { startSandboxRevenueCat, type RunningSandboxRevenueCat } from '../sandbox/revenuecat/start.ts';
import type { Cleanup } from './cleanup.ts';

export interface MonitorFakes {
  revenuecat: RunningSandboxRevenueCat;
  amplitude: RunningSandboxAmplitude;
  openai: RunningSandboxOpenAI;
}

let memoised = false;

/**
 * The fakes draw every day of a series from seeded hashes on every request, all platforms and
 * events of the day for each platform's series: 44 ms of CPU for one Amplitude segmentation by
 * platform, about 0.4 s for one user's run, so 1,000 runs would measure the bench process serving
 * them. A day's values depend only on the fakes' today (and, for today itself, how much of it
 * has passed), so this process keeps each whole day it has drawn: 4.6 ms a segmentation.
 */
function memoiseFakeDays(): void {
  if (memoised) return;
  memoised = true;
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with its instance
  const draw = FakeAnalyticsData.prototype.day;
  const drawn = new Map<string, FakeDay | null>();
  FakeAnalyticsData.prototype.day = function memoisedDay(this: FakeAnalyticsData, day: string): FakeDay | null {
    const { today } = this.calendar;
    // Today's part changes with the clock: drawn afresh each time.
    if (day === today) return draw.call(this, day);
    const key = `${today} ${day}`;
    let values = drawn.get(key);
    if (values === undefined) drawn.set(key, (values = draw.call(this, day)));
    return values;
  };
}

/** The sandbox's RevenueCat, Amplitude (their today `today`) and OpenAI on ports of their own, each answering after its delay. */
export async function startMonitorFakes(s: { revenuecatMs: number; amplitudeMs: number; modelMs: number }, today: string, cleanup: Cleanup): Promise<MonitorFakes> {
  memoiseFakeDays();
  const revenuecat = await startSandboxRevenueCat({ today, delayMs: s.revenuecatMs });
  cleanup.add('stop the monitoring bench RevenueCat', () => revenuecat.close());
  const amplitude = await startSandboxAmplitude({ today, delayMs: s.amplitudeMs });
  cleanup.add('stop the monitoring bench Amplitude', () => amplitude.close());
  const openai = await startSandboxOpenAI({ delayMs: s.modelMs });
  cleanup.add('stop the monitoring bench OpenAI', () => openai.close());
  return { revenuecat, amplitude, openai };
}
