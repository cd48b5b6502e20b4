import { BaseModel } from './BaseModel.ts';
import { bigintColumns } from './bigint-columns.ts';

/** A single-use code that links the chat it is sent from to the user it was issued for. */
export class TelegramLinkCode extends BaseModel {
  static override tableName = 'telegram_link_codes';

  declare id: string;
  declare userId: string;
  /** One of contracts/telegram.ts's TELEGRAM_BOTS (db imports no layer above it). */
  declare bot: string;
  declare codeHash: string;
  declare expiresAt: Date;
  declare usedAt: Date | null;
  declare usedChatId: number | null;
  declare createdAt: Date;

  override $parseDatabaseJson(json: Record<string, unknown>) {
    return bigintColumns(super.$parseDatabaseJson(json), ['usedChatId']);
  }
}
