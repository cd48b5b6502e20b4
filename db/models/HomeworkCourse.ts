import { BaseModel } from './BaseModel.ts';
import { HomeworkAssignment } from './HomeworkAssignment.ts';
import { HomeworkCohort } from './HomeworkCohort.ts';

/** A course: its teacher is the user who created it. */
export class HomeworkCourse extends BaseModel {
  static override tableName = 'homework_courses';

  declare id: string;
  declare teacherId: string;
  declare name: string;
  declare description: string | null;
  declare archivedAt: Date | null;
  declare createdAt: Date;
  declare updatedAt: Date;
  declare cohorts?: HomeworkCohort[];
  declare assignments?: HomeworkAssignment[];

  static override get relationMappings() {
    return {
      cohorts: { relation: BaseModel.HasManyRelation, modelClass: HomeworkCohort, join: { from: 'homework_courses.id', to: 'homework_cohorts.course_id' } },
      assignments: { relation: BaseModel.HasManyRelation, modelClass: HomeworkAssignment, join: { from: 'homework_courses.id', to: 'homework_assignments.course_id' } },
    };
  }
}
