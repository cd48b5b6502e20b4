import { UniqueViolationError } from 'objection';
import { LINK_CODE_TTL_MINUTES, type TelegramBot } from '../../../contracts/telegram.ts';
import { TelegramLinkCode } from '../../../db/index.ts';
import { hashLinkCode, newLinkToken, newServerCode } from './code-hash.ts';

export interface IssuedLinkCode {
  /** What a person types into the bot. */
  code: string;
  /** What the bot's deep link carries: the same link, but nobody can guess it. */
  token: string;
  expiresAt: Date;
}

/**
 * A new single-use code that links the chat it is sent from to this user, for this bot only,
 * and a deep-link token that does the same (two rows of one secret each; linking with either
 * voids the other). The user's earlier unused codes for the bot stop working: the console shows
 * one code at a time, and a code left on an old screen should not link a chat later.
 *
 * `chosen` is a code the console picked (the digest's 6 digits, spec 7). Issuing it always
 * answers the same, so the caller learns nothing of other accounts' codes (the old 409 told
 * anyone which codes were live). When another account holds it live, typing it would have to
 * link one of the two: the holder's chat to a stranger, or the stranger's chat to the holder.
 * Neither is safe, so the clash voids the typed code for both (each hears "I do not know this
 * code" and draws a new one); the caller's deep-link token still links. A random 6-digit code
 * meets a live one with a chance of N/900,000 for N codes live in the bot, so nobody can use
 * this to aim at one person's code (docs/decisions.md, "Guessing link and join codes").
 */
export async function issueLinkCode(userId: string, bot: TelegramBot, chosen?: string): Promise<IssuedLinkCode> {
  const expiresAt = new Date(Date.now() + LINK_CODE_TTL_MINUTES * 60_000);
  for (let attempt = 0; ; attempt += 1) {
    const code = chosen ?? newServerCode();
    const token = newLinkToken();
    try {
      await TelegramLinkCode.transaction(async (trx) => {
        await TelegramLinkCode.query(trx).delete().where({ user_id: userId, bot }).whereNull('used_at');
        let clash = false;
        if (chosen) {
          const holder = await TelegramLinkCode.query(trx).forUpdate().findOne({ code_hash: hashLinkCode(code) });
          if (holder) {
            await TelegramLinkCode.query(trx).deleteById(holder.id);
            clash = holder.userId !== userId && !holder.usedAt && holder.expiresAt.getTime() > Date.now();
          }
        }
        const rows = [{ userId, bot, codeHash: hashLinkCode(token), expiresAt }];
        if (!clash) rows.push({ userId, bot, codeHash: hashLinkCode(code), expiresAt });
        await TelegramLinkCode.query(trx).insert(rows);
      });
      return { code, token, expiresAt };
    } catch (error) {
      // Two accounts choosing one code at the same instant, or two 8-character codes colliding
      // (one in billions): try again; three in a row is a bug.
      if (!(error instanceof UniqueViolationError) || attempt >= 2) throw error;
    }
  }
}
