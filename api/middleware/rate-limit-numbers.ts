/** The numbers live in core, beside the bots' (one place); the API's imports keep this path. */
export { RATE_LIMITS, type LimitName, type RateLimits, type RateRule } from '../../core/limits/numbers.ts';
