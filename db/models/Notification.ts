import { BaseModel } from './BaseModel.ts';

export class Notification extends BaseModel {
  static override tableName = 'notifications';

  declare id: string;
  declare userId: string;
  declare dedupeKey: string;
  declare kind: string;
  declare title: string;
  declare body: string;
  declare readAt: Date | null;
  declare createdAt: Date;
}
