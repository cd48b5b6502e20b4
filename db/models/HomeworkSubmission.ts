import { BaseModel } from './BaseModel.ts';
import { decimalColumns } from './bigint-columns.ts';
import { HomeworkSubmissionFile } from './HomeworkSubmissionFile.ts';

/** One version of a student's answer to an assignment, and the grade in force. */
export class HomeworkSubmission extends BaseModel {
  static override tableName = 'homework_submissions';

  declare id: string;
  declare assignmentId: string;
  declare cohortStudentId: string;
  declare version: number;
  declare content: string;
  /** pending, needs_review, graded (contracts/homework.ts SubmissionStatus). */
  declare status: 'pending' | 'needs_review' | 'graded';
  declare finalScore: number | null;
  declare finalFeedback: string | null;
  declare gradedBy: 'ai' | 'teacher' | null;
  declare checkedAt: Date | null;
  /** How sure the AI was of the grade in force; null for a teacher's grade. */
  declare aiConfidence: number | null;
  /** Why the grade is held as 'Needs review', for the teacher. */
  declare reviewReason: string | null;
  /**
   * What held the grade besides the AI's confidence, for the console to name: contracts/homework.ts
   * ReviewFlag, written only by core/domain/homework/grade-submission.ts (db imports no contracts).
   */
  declare reviewFlags: ({ kind: string } & Record<string, unknown>)[] | null;
  declare channel: 'telegram' | 'web';
  declare originKey: string | null;
  declare submittedAt: Date;
  declare files?: HomeworkSubmissionFile[];

  static override get relationMappings() {
    return {
      files: { relation: BaseModel.HasManyRelation, modelClass: HomeworkSubmissionFile, join: { from: 'homework_submissions.id', to: 'homework_submission_files.submission_id' } },
    };
  }

  static override get jsonAttributes() {
    return ['reviewFlags'];
  }

  override $parseDatabaseJson(json: Record<string, unknown>) {
    return decimalColumns(super.$parseDatabaseJson(json), ['finalScore', 'aiConfidence']);
  }
}
