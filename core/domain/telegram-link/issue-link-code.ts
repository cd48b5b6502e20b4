import { UniqueViolationError } from 'objection';
import { LINK_CODE_TTL_MINUTES, type TelegramBot } from '../../../contracts/telegram.ts';
import { TelegramLinkCode } from '../../../db/index.ts';
import { AppError } from '../../errors.ts';
import { hashLinkCode, newServerCode } from './code-hash.ts';

export interface IssuedLinkCode {
  code: string;
  expiresAt: Date;
}

/**
 * A new single-use code that links the chat it is sent from to this user, for this bot only.
 * The user's earlier unused codes for the bot stop working: the console shows one code at a
 * time, and a code left on an old screen should not link a chat later. `chosen` is a code the
 * console picked (the digest's 6 digits); a clash with another live or recent code is a 409 so
 * the console picks again.
 */
export async function issueLinkCode(userId: string, bot: TelegramBot, chosen?: string): Promise<IssuedLinkCode> {
  const expiresAt = new Date(Date.now() + LINK_CODE_TTL_MINUTES * 60_000);
  for (let attempt = 0; ; attempt += 1) {
    const code = chosen ?? newServerCode();
    try {
      await TelegramLinkCode.transaction(async (trx) => {
        await TelegramLinkCode.query(trx).delete().where({ user_id: userId, bot }).whereNull('used_at');
        await TelegramLinkCode.query(trx).insert({ userId, bot, codeHash: hashLinkCode(code), expiresAt });
      });
      return { code, expiresAt };
    } catch (error) {
      if (!(error instanceof UniqueViolationError)) throw error;
      if (chosen) throw new AppError('conflict', 'This code is already in use: choose another one.', { cause: error });
      // Two 8-character codes colliding is a one-in-billions event; three in a row is a bug.
      if (attempt >= 2) throw error;
    }
  }
}
