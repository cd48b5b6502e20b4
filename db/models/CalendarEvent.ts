import { BaseModel } from './BaseModel.ts';
import { bigintColumns } from './bigint-columns.ts';

/** One event a message to the calendar bot asked for (spec 3 'Messaging event'), and how far it got. */
export class CalendarEvent extends BaseModel {
  static override tableName = 'calendar_events';

  declare id: string;
  declare userId: string;
  declare bot: string;
  declare updateId: number;
  declare position: number;
  declare chatId: number;
  declare messageId: number;
  declare source: 'text' | 'voice' | 'photo';
  declare fileId: string | null;
  declare inputText: string | null;
  declare transcribedText: string | null;
  declare extraction: unknown;
  declare eventTitle: string | null;
  declare whenText: string | null;
  declare endText: string | null;
  declare startTime: Date | null;
  declare endTime: Date | null;
  declare allDay: boolean;
  declare startDate: string | null;
  declare endDate: string | null;
  declare timeZone: string | null;
  declare location: string | null;
  declare description: string | null;
  /** pending, created, failed, cancelled (contracts/calendar.ts). */
  declare status: string;
  declare waitingFor: string | null;
  declare question: unknown;
  declare failureReason: string | null;
  declare googleCalendarId: string | null;
  declare googleEventId: string | null;
  declare htmlLink: string | null;
  /** Every move of the added event, oldest first (core/domain/calendar/move-history.ts); null before the first. */
  declare previousTimes: unknown;
  /** A repeating event's rule: the RRULE written to Google, what it says, its last day (core/domain/calendar/when/recurrence.ts); null for one event. */
  declare recurrence: { rrule: string; lastDay: string | null; recurrence: Record<string, unknown> } | null;
  declare createdAt: Date;
  declare updatedAt: Date;

  static override get jsonAttributes() {
    return ['extraction', 'question', 'previousTimes', 'recurrence'];
  }

  override $parseDatabaseJson(json: Record<string, unknown>) {
    return bigintColumns(super.$parseDatabaseJson(json), ['updateId', 'chatId']);
  }
}
