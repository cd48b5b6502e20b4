import { BaseModel } from './BaseModel.ts';
import { bigintColumns } from './bigint-columns.ts';

/** One message of a draft: its text, or a file already in storage. Keyed by its update. */
export class HomeworkDraftPart extends BaseModel {
  static override tableName = 'homework_draft_parts';

  declare id: string;
  declare telegramUserId: number;
  declare updateId: number;
  declare kind: 'text' | 'file';
  declare text: string | null;
  declare originalName: string | null;
  declare fileType: string | null;
  declare fileSize: number | null;
  declare storageKey: string | null;
  declare createdAt: Date;

  override $parseDatabaseJson(json: Record<string, unknown>) {
    return bigintColumns(super.$parseDatabaseJson(json), ['telegramUserId', 'updateId', 'fileSize']);
  }
}
