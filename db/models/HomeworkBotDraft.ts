import { BaseModel } from './BaseModel.ts';
import { bigintColumns } from './bigint-columns.ts';

/** The answer a student is putting together in the homework bot: one per Telegram user. */
export class HomeworkBotDraft extends BaseModel {
  static override tableName = 'homework_bot_drafts';
  static override idColumn = 'telegram_user_id';

  declare telegramUserId: number;
  declare cohortStudentId: string;
  declare assignmentId: string;
  declare createdAt: Date;
  declare updatedAt: Date;

  override $parseDatabaseJson(json: Record<string, unknown>) {
    return bigintColumns(super.$parseDatabaseJson(json), ['telegramUserId']);
  }
}
