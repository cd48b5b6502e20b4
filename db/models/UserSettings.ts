import { BaseModel } from './BaseModel.ts';

export class UserSettings extends BaseModel {
  static override tableName = 'user_settings';
  static override idColumn = 'user_id';

  declare userId: string;
  declare locale: string;
  declare timezone: string;
  declare emailNotifications: boolean;
  /** How the calendar bot reads "03/12": 'auto', 'day-first' or 'month-first' (contracts/settings.ts). */
  declare dateOrder: string;
  declare defaultPromptGivenAt: Date | null;
  declare createdAt: Date;
  declare updatedAt: Date;
}
