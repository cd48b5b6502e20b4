/** One limit: at most `points` requests per `duration` seconds for one key (an IP or a user). */
export interface RateRule {
  points: number;
  duration: number;
}

/**
 * The web process's rate limits, per client IP (IPv6 per /64) or per signed-in user, counted
 * in Redis across every web process. None of these routes checks a password (Google and
 * T-Bank do), so the per-IP limits are against floods, not guessing: each is far above what a
 * person does, with room for an office or a mobile carrier putting many people behind one
 * address.
 */
export const RATE_LIMITS = {
  /**
   * GET /api/auth/google: a person starts sign-in a few times a minute at most (a retry, a
   * second tab). 60 a minute lets a dozen people behind one NAT sign in at once and stops a
   * script from minting sign-in sessions.
   */
  signIn: { points: 60, duration: 60 },
  /** GET /api/auth/google/callback: one per sign-in, but each one calls Google's token endpoint. */
  signInCallback: { points: 60, duration: 60 },
  /**
   * POST /api/auth/refresh: once per tab every ACCESS_TOKEN_TTL_SECONDS (15 min) and after a
   * reload with an expired token; 60 a minute is a room of people opening the console at once.
   */
  refresh: { points: 60, duration: 60 },
  /**
   * POST /api/subscription/webhook: T-Bank posts from a handful of addresses and repeats every
   * notification until it reads OK, so a refusal only delays it (and the workflow also polls
   * the payment). A renewal sends at most two (AUTHORIZED, CONFIRMED): 3,000 a minute takes
   * 1,000 renewals due at once, all from one of T-Bank's addresses, with half again to spare.
   */
  bankWebhook: { points: 3000, duration: 60 },
  /**
   * POST /api/youtube/comments/generate-reply, per user: a person reads a comment, clicks,
   * reads the draft; 30 a minute is one every two seconds. The platform's OpenAI rate is
   * shared fairly by core/clients/openai-limiter.ts; this stops one account's script from
   * queueing on it.
   */
  generateReply: { points: 30, duration: 60 },
  /**
   * POST /api/youtube/comments/generate-replies-batch, per user: one 'Generate All' of up to
   * 500 comments per video page, each taking minutes; 10 in 10 minutes is a creator going
   * through their videos, not a script starting workflows.
   */
  generateBatch: { points: 10, duration: 600 },
} as const satisfies Record<string, RateRule>;

export type RateLimits = { [K in keyof typeof RATE_LIMITS]: RateRule };
