import autocannon from 'autocannon';

export interface FixedRateResult {
  rate: number;
  achieved: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/** Latency at a fixed offered load (open loop), which wrk cannot hold. */
export async function fixedRate(url: string, options: { rate: number; seconds: number; headers?: Record<string, string> }): Promise<FixedRateResult> {
  const result = await autocannon({
    url,
    connections: 20,
    overallRate: options.rate,
    duration: options.seconds,
    headers: options.headers ?? {},
  });
  return {
    rate: options.rate,
    achieved: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
