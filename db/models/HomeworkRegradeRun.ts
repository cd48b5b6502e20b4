import { BaseModel } from './BaseModel.ts';

/** One Regrade All of an assignment: its workflow is `homework-regrade-<id>`. */
export class HomeworkRegradeRun extends BaseModel {
  static override tableName = 'homework_regrade_runs';

  declare id: string;
  declare assignmentId: string;
  declare requestedBy: string | null;
  declare reason: string | null;
  declare status: 'running' | 'completed' | 'failed';
  declare total: number;
  declare startedAt: Date;
  declare finishedAt: Date | null;
}
