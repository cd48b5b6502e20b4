import { BaseModel } from './BaseModel.ts';
import { bigintColumns } from './bigint-columns.ts';

/** A file sent with a submission, kept in storage under storageKey. */
export class HomeworkSubmissionFile extends BaseModel {
  static override tableName = 'homework_submission_files';

  declare id: string;
  declare submissionId: string;
  declare originalName: string;
  declare fileType: string;
  declare fileSize: number;
  declare storageKey: string;
  /** What the vision model read from it, shown to the teacher. */
  declare transcription: string | null;
  /** How readable the model found it, 0-1 (a grade on a hard-to-read picture is held for the teacher). */
  declare legibility: number | null;
  declare createdAt: Date;

  override $parseDatabaseJson(json: Record<string, unknown>) {
    return bigintColumns(super.$parseDatabaseJson(json), ['fileSize', 'legibility']);
  }
}
