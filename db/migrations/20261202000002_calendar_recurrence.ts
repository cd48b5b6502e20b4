import type { Knex } from 'knex';

/**
 * calendar_events.recurrence: a repeating event's rule (issue 33): the RRULE line written to
 * Google Calendar (RFC 5545), what it says (frequency, interval, weekdays, day of the month,
 * count, end words) and its last day, for the bot's echo and the console. Null for one event.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('calendar_events', (t) => {
    t.jsonb('recurrence');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('calendar_events', (t) => {
    t.dropColumn('recurrence');
  });
}
