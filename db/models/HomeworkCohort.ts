import { BaseModel } from './BaseModel.ts';
import { decimalColumns } from './bigint-columns.ts';
import { HomeworkCohortStudent } from './HomeworkCohortStudent.ts';

/** A group of a course's students, with the thresholds AI grading follows for them. */
export class HomeworkCohort extends BaseModel {
  static override tableName = 'homework_cohorts';

  declare id: string;
  declare courseId: string;
  declare name: string;
  declare description: string | null;
  declare passPercent: number;
  declare reviewBelowConfidence: number;
  declare createdAt: Date;
  declare updatedAt: Date;
  declare students?: HomeworkCohortStudent[];

  static override get relationMappings() {
    return {
      students: { relation: BaseModel.HasManyRelation, modelClass: HomeworkCohortStudent, join: { from: 'homework_cohorts.id', to: 'homework_cohort_students.cohort_id' } },
    };
  }

  override $parseDatabaseJson(json: Record<string, unknown>) {
    return decimalColumns(super.$parseDatabaseJson(json), ['reviewBelowConfidence']);
  }
}
