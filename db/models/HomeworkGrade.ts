import { BaseModel } from './BaseModel.ts';
import { decimalColumns } from './bigint-columns.ts';

/** A grade ever given to a submission, by the AI (with its confidence) or a teacher (with a reason). */
export class HomeworkGrade extends BaseModel {
  static override tableName = 'homework_grades';

  declare id: string;
  declare submissionId: string;
  declare source: 'ai' | 'teacher';
  declare score: number | null;
  declare feedback: string | null;
  declare confidence: number | null;
  declare reason: string | null;
  declare gradedByUserId: string | null;
  declare model: string | null;
  /** What asked for it: 'submitted', 'regrade-<request>', 'run-<regrade run>' (unique per submission). */
  declare gradeKey: string | null;
  /** released: in force and told; held: an unsure AI grade for the teacher; invalid: no valid grade came. */
  declare outcome: 'released' | 'held' | 'invalid';
  declare createdAt: Date;

  override $parseDatabaseJson(json: Record<string, unknown>) {
    return decimalColumns(super.$parseDatabaseJson(json), ['score', 'confidence']);
  }
}
