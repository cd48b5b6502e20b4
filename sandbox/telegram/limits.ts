/**
 * Telegram's sending limits as the Bot API FAQ states them: about 30 messages a second per
 * bot, one a second per private chat (short bursts tolerated), 20 a minute per group. Telegram
 * answers past them with 429 and `retry_after` seconds; so does this fake, so a sender that
 * ignores them is caught here rather than in production.
 */
export interface SendLimits {
  perBotPerSecond: number;
  /** The least gap between two messages to one private chat, less `toleranceMs`. */
  privateChatGapMs: number;
  perGroupPerMinute: number;
  /**
   * Slack for the two clocks involved (the sender plans on Redis's, the fake reads its own) and
   * for the network: a message 1 s after the previous one may land here a few ms early.
   */
  toleranceMs: number;
}

export const TELEGRAM_LIMITS: SendLimits = { perBotPerSecond: 30, privateChatGapMs: 1000, perGroupPerMinute: 20, toleranceMs: 50 };

/** Negative ids are groups and channels (Bot API: supergroups are -100…). */
const isGroup = (chatId: number) => chatId < 0;

/** Counts one bot's sends; `admit` says whether one more may go now, and if not, how long to wait. */
export class SendWindow {
  private readonly recent: number[] = [];
  private readonly lastByChat = new Map<number, number>();
  private readonly groupSends = new Map<number, number[]>();

  private readonly limits: SendLimits;

  constructor(limits: SendLimits) {
    this.limits = limits;
  }

  /** Seconds to wait (Telegram's retry_after, at least 1), or 0 when the message is admitted and counted. */
  admit(chatId: number, now = Date.now()): number {
    const { limits } = this;
    const windowStart = now - 1000 + limits.toleranceMs;
    while (this.recent.length > 0 && this.recent[0]! <= windowStart) this.recent.shift();
    const waits: number[] = [];
    if (this.recent.length >= limits.perBotPerSecond) waits.push(this.recent[0]! - windowStart);
    if (isGroup(chatId)) {
      const minuteStart = now - 60_000 + limits.toleranceMs;
      const sends = (this.groupSends.get(chatId) ?? []).filter((t) => t > minuteStart);
      this.groupSends.set(chatId, sends);
      if (sends.length >= limits.perGroupPerMinute) waits.push(sends[0]! - minuteStart);
    } else {
      const last = this.lastByChat.get(chatId);
      const gap = limits.privateChatGapMs - limits.toleranceMs;
      if (last !== undefined && now - last < gap) waits.push(last + gap - now);
    }
    if (waits.length > 0) return Math.max(1, Math.ceil(Math.max(...waits) / 1000));
    this.recent.push(now);
    if (isGroup(chatId)) this.groupSends.get(chatId)!.push(now);
    else this.lastByChat.set(chatId, now);
    return 0;
  }
}
