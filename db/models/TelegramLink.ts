import { BaseModel } from './BaseModel.ts';
import { bigintColumns } from './bigint-columns.ts';

/** A chat linked to a user for one bot. */
export class TelegramLink extends BaseModel {
  static override tableName = 'telegram_links';

  declare id: string;
  declare userId: string;
  /** One of contracts/telegram.ts's TELEGRAM_BOTS (db imports no layer above it). */
  declare bot: string;
  declare chatId: number;
  declare telegramUserId: number;
  declare username: string | null;
  declare firstName: string;
  declare languageCode: string | null;
  declare linkedAt: Date;

  override $parseDatabaseJson(json: Record<string, unknown>) {
    return bigintColumns(super.$parseDatabaseJson(json), ['chatId', 'telegramUserId']);
  }
}
