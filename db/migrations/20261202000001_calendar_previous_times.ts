import type { Knex } from 'knex';

/**
 * calendar_events.previous_times: every move of an added event (issue 33), oldest first, each
 * with the time it left, the time it went to, and, once its Undo was pressed, which press claimed
 * it and when the event was put back (core/domain/calendar/move-history.ts). A "Moved" message's
 * Undo names its move by position here, so the event goes back to the time before that move.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('calendar_events', (t) => {
    t.jsonb('previous_times');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('calendar_events', (t) => {
    t.dropColumn('previous_times');
  });
}
