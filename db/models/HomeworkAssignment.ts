import { BaseModel } from './BaseModel.ts';

/** An assignment: graded out of maxScore, or feedback only (maxScore null). */
export class HomeworkAssignment extends BaseModel {
  static override tableName = 'homework_assignments';

  declare id: string;
  declare courseId: string;
  declare title: string;
  declare description: string;
  declare gradingEnabled: boolean;
  declare maxScore: number | null;
  declare checkPrompt: string;
  declare feedbackPrompt: string | null;
  /** The spec's `order` (a reserved word in SQL). */
  declare sortOrder: number;
  declare archivedAt: Date | null;
  declare createdAt: Date;
  declare updatedAt: Date;
}
