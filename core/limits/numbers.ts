/** One limit: at most `points` requests per `duration` seconds for one key (an IP or a user). */
export interface RateRule {
  points: number;
  duration: number;
}

/**
 * Every rate limit of the product, in one place: the web process's per-IP limits, and the
 * per-user limits of the calls that cost a model's time (OpenAI), a send to someone's phone or
 * a run over a user's channels, whether they come through the API or a bot. Each is counted in
 * Redis across every process (core/limits/limiter.ts) and sized for a real person's heaviest
 * use, so only a script meets it. The per-IP ones protect routes that check no password
 * (Google and T-Bank do): they are against floods, with room for an office or a mobile carrier
 * putting many people behind one address.
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
  /**
   * An analytics question, per user, from the console (POST /api/analytics/query) and the
   * analytics bot together: each reads the user's RevenueCat and Amplitude and asks the model,
   * and its answer takes 10-60 s to come and longer to read. 20 in 10 minutes is one every
   * 30 s for ten minutes straight, a person going question by question through a bad week.
   */
  analyticsQuestion: { points: 20, duration: 600 },
  /**
   * A digest's Test run, per user (POST /api/telegram/digest/preferences/:id/test): each reads
   * the digest's channels through the user's own Telegram account (whose flood limits are the
   * user's to lose) and asks the model. A person tuning the prompt presses Test after each edit,
   * about once a minute: 10 in 10 minutes.
   */
  digestTestRun: { points: 10, duration: 600 },
  /**
   * One submission's regrade, per teacher (POST /api/homework/submissions/:id/regrade): one
   * grading each. A teacher going down a list clicking Regrade does one every 10 s at most:
   * 60 in 10 minutes; more submissions than that is what Regrade All is for.
   */
  regradeSubmission: { points: 60, duration: 600 },
  /**
   * Regrade All, per teacher (POST /api/homework/assignments/:id/regrade): one grading per
   * submission of the assignment, hundreds each. A teacher reworking a grading prompt regrades
   * after each change, a few times an hour: 10 an hour.
   */
  regradeAll: { points: 10, duration: 3600 },
  /**
   * A submission, per student, from the console (POST /api/homework/submissions, keyed by the
   * user) or the homework bot's Submit (keyed by the Telegram user): one grading each, files
   * and pictures included. A student catching up on a course before a deadline submits a
   * dozen answers and fixes a few after their feedback: 30 an hour.
   */
  submission: { points: 30, duration: 3600 },
  /**
   * A message to the calendar bot, per linked user: each text, voice note or photo is read by
   * the model (a voice note transcribed first). A person dictating their week sends one every
   * 10-20 s: 30 in 10 minutes.
   */
  calendarBotMessage: { points: 30, duration: 600 },
  /**
   * A message to the analytics bot, per linked user, commands included (a question in it also
   * counts as an analytics question): the same pace as the calendar bot's, 30 in 10 minutes.
   */
  analyticsBotMessage: { points: 30, duration: 600 },
  /**
   * POST /api/telegram/digest/auth/start, per user: Telegram sends a login code to the phone
   * given, which can be anyone's. A person mistypes their number or asks again for a code that
   * did not come two or three times; Telegram itself stops sending after a few: 5 an hour.
   */
  telegramSignInStart: { points: 5, duration: 3600 },
  /**
   * POST /api/telegram/digest/auth/complete, per user: the code, then the 2FA password if the
   * account has one, each checked by Telegram. Typos in both a few times over: 10 an hour.
   */
  telegramSignInComplete: { points: 10, duration: 3600 },
} as const satisfies Record<string, RateRule>;

export type LimitName = keyof typeof RATE_LIMITS;
export type RateLimits = { [K in LimitName]: RateRule };
