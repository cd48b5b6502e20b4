/** At most `points` per `duration` seconds for one key (a fixed window opened by the first one). */
export interface LinkRule {
  points: number;
  duration: number;
}

/** How many wrong codes one sender, and one bot as a whole, may see before tries are refused. */
export interface CodeTryRules {
  /** One chat (a private chat, or a group where many people type). */
  chat: LinkRule;
  /** One Telegram account, across all its chats and groups with the bot. */
  telegramUser: LinkRule;
  /** Everyone together, per bot: what many chats and many accounts can try at most. */
  bot: LinkRule;
  /**
   * Who is refused once the bot's budget is spent. 'everyone': no typed code is checked until the
   * window ends (account links still work through the console's deep link, whose token nobody can
   * guess, so a flood cannot keep a person from linking). 'senders-with-wrong-codes': a sender's
   * first code is still checked (a student typing the right code still joins, since join codes
   * have no deep link), any sender with a wrong code in its window waits.
   */
  whenBotSpent: 'everyone' | 'senders-with-wrong-codes';
}

/**
 * The numbers of linking a chat to an account and of joining a cohort, in one place. The
 * arithmetic behind them is in docs/decisions.md ("Guessing link and join codes").
 */
export const LINK_LIMITS = {
  /**
   * Codes an account may have issued, over all bots, per 10 minutes (a code's lifetime). The
   * console shows one code at a time and issues one per screen opened or per 'new code' after a
   * lapse: 10 is a person reloading every minute. A 60-code loop is refused from the 11th.
   */
  issuePerAccount: { points: 10, duration: 600 },
  /**
   * Account link codes typed into a bot (or sent as /start CODE). Wrong means: no code of this
   * bot, an expired one, or one used in another chat.
   * - chat: 5 wrong in 10 minutes are typos; a 6th waits for the window's end.
   * - telegramUser: 10 an hour, so a second chat or a group of the same account gets no fresh tries.
   * - bot: 30 wrong an hour from everybody, then typed codes wait (deep links still link). With
   *   N live 6-digit codes of a bot among 900,000, an hour of guessing finds one with
   *   probability at most 30·N/900,000 (N = 100: 0.33%; N = 10: 0.03%).
   */
  linkTries: {
    chat: { points: 5, duration: 600 },
    telegramUser: { points: 10, duration: 3600 },
    bot: { points: 30, duration: 3600 },
    whenBotSpent: 'everyone',
  },
  /**
   * Cohort join codes typed into the homework bot (6 of 36 characters: 2.18e9 codes; pending ones
   * do not expire). Wrong means: no student has it, or another Telegram account activated it.
   * - chat and telegramUser as for link codes.
   * - bot: 200 wrong an hour from everybody (a school's typos are a few dozen), then each sender
   *   gets only its first try until its own window ends. With P pending codes, an hour finds one
   *   with probability at most (200 + A)·P/2.18e9 for A fresh Telegram accounts (P = 10,000 and
   *   A = 100: 0.14%).
   */
  joinTries: {
    chat: { points: 5, duration: 600 },
    telegramUser: { points: 10, duration: 3600 },
    bot: { points: 200, duration: 3600 },
    whenBotSpent: 'senders-with-wrong-codes',
  },
} as const satisfies { issuePerAccount: LinkRule; linkTries: CodeTryRules; joinTries: CodeTryRules };
