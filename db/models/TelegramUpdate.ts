import { BaseModel } from './BaseModel.ts';
import { bigintColumns } from './bigint-columns.ts';

export type TelegramUpdateOutcome = 'handled' | 'skipped' | 'failed';

/** An update a bot has finished with: a repeat of it is not handled again. */
export class TelegramUpdate extends BaseModel {
  static override tableName = 'telegram_updates';
  static override idColumn = ['bot', 'update_id'];

  /** One of contracts/telegram.ts's TELEGRAM_BOTS (db imports no layer above it). */
  declare bot: string;
  declare updateId: number;
  declare kind: string;
  declare chatId: number | null;
  declare outcome: TelegramUpdateOutcome;
  declare detail: string | null;
  declare handledAt: Date;

  override $parseDatabaseJson(json: Record<string, unknown>) {
    return bigintColumns(super.$parseDatabaseJson(json), ['updateId', 'chatId']);
  }
}
