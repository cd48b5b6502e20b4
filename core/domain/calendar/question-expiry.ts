import type { CalendarEvent } from '../../../db/index.ts';

/** A question of the bot's (am or pm, add anyway, add all) left unanswered this long has expired. */
export const QUESTION_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** A question asked at `askedAt` has expired by `now`. */
export const expiredSince = (askedAt: Date, now: Date): boolean => now.getTime() - askedAt.getTime() >= QUESTION_LIFETIME_MS;

type Asked = Pick<CalendarEvent, 'status' | 'waitingFor' | 'updatedAt'>;

/** The event waits for the user's answer to a question in the chat (not for a reconnect). */
export const waitsForAnswer = (row: Asked): boolean => row.status === 'pending' && (row.waitingFor === 'clarification' || row.waitingFor === 'confirmation');

/**
 * Computed when read, never stored: the row stays pending, the console shows it as expired, and
 * the question's buttons are answered as stale. `updatedAt` is when the question was asked.
 */
export const questionExpired = (row: Asked, now: Date): boolean => waitsForAnswer(row) && expiredSince(row.updatedAt, now);
