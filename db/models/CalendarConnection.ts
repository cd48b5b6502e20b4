import { BaseModel } from './BaseModel.ts';

/** The Google account a user connected to the calendar tool and the calendar the bot writes to. */
export class CalendarConnection extends BaseModel {
  static override tableName = 'calendar_connections';
  static override idColumn = 'user_id';

  declare userId: string;
  declare account: string;
  declare calendarId: string;
  declare timeZone: string;
  declare state: 'connected' | 'revoked';
  declare connectedAt: Date;
  declare updatedAt: Date;
}
