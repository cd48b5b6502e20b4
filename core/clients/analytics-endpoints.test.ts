import { describe, expect, it } from 'vitest';
import { analyticsEndpointsFromConfig } from './analytics-endpoints.ts';

const real = { REVENUECAT_API_URL: 'https://api.revenuecat.com', AMPLITUDE_API_URL: 'https://amplitude.com', PORT: 3000 };

describe('where the analytics readers call', () => {
  it("RevenueCat's and Amplitude's own origins outside sandbox", () => {
    expect(analyticsEndpointsFromConfig({ ...real, SANDBOX: false })).toEqual({ revenuecat: 'https://api.revenuecat.com', amplitude: 'https://amplitude.com' });
  });

  it("the web process's own fakes in sandbox", () => {
    expect(analyticsEndpointsFromConfig({ ...real, SANDBOX: true, PORT: 4100 })).toEqual({
      revenuecat: 'http://127.0.0.1:4100/sandbox/revenuecat',
      amplitude: 'http://127.0.0.1:4100/sandbox/amplitude',
    });
  });

  it("an origin the operator chose (Amplitude's EU host, a stub of theirs) is kept, in sandbox too", () => {
    expect(analyticsEndpointsFromConfig({ ...real, SANDBOX: true, AMPLITUDE_API_URL: 'https://analytics.eu.amplitude.com/' })).toMatchObject({
      amplitude: 'https://analytics.eu.amplitude.com',
      revenuecat: 'http://127.0.0.1:3000/sandbox/revenuecat',
    });
  });
});
