import { BaseModel } from './BaseModel.ts';
import { bigintColumns } from './bigint-columns.ts';

/** A student as the teacher added them: Pending until the homework bot activates their code. */
export class HomeworkCohortStudent extends BaseModel {
  static override tableName = 'homework_cohort_students';

  declare id: string;
  declare cohortId: string;
  declare displayName: string;
  declare email: string | null;
  declare telegramCode: string;
  declare telegramUserId: number | null;
  declare userId: string | null;
  declare isActive: boolean;
  declare joinedAt: Date;
  declare activatedAt: Date | null;
  /** The language of the student's Telegram app (en or ru), set when they join; grades are told in it. */
  declare locale: 'en' | 'ru' | null;

  override $parseDatabaseJson(json: Record<string, unknown>) {
    return bigintColumns(super.$parseDatabaseJson(json), ['telegramUserId']);
  }
}
