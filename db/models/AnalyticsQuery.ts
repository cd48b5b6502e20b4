import { BaseModel } from './BaseModel.ts';
import { bigintColumns } from './bigint-columns.ts';

/** A question asked in the console or the bot, with its answer (the API's 'contexts'). */
export class AnalyticsQuery extends BaseModel {
  static override tableName = 'analytics_queries';

  declare id: string;
  declare userId: string;
  declare question: string;
  declare language: 'ru' | 'en';
  declare channel: 'console' | 'bot';
  declare status: 'running' | 'completed' | 'failed' | 'cancelled';
  declare response: unknown;
  declare error: string | null;
  declare chatId: number | null;
  declare createdAt: Date;
  declare finishedAt: Date | null;

  static override get jsonAttributes() {
    return ['response'];
  }

  override $parseDatabaseJson(json: Record<string, unknown>) {
    return bigintColumns(super.$parseDatabaseJson(json), ['chatId']);
  }
}
