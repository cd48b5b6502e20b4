import type { Knex } from 'knex';

/**
 * The calendar tool (issue 12): the Google account a user connected and the calendar they write
 * to (its tokens are user_secrets, encrypted), and every event a message to the calendar bot
 * asked for. A message that names several events (a timetable) gives one row per event, at
 * positions 0, 1, ...; (bot, update_id, position) makes a repeated update a no-op.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('calendar_connections', (t) => {
    t.uuid('user_id').primary().references('users.id').onDelete('CASCADE');
    t.string('account', 320).notNullable();
    t.string('calendar_id', 1024).notNullable();
    t.string('time_zone', 64).notNullable();
    // 'revoked': Google refused the grant; the console asks to connect again.
    t.string('state', 16).notNullable().defaultTo('connected');
    t.timestamp('connected_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('calendar_events', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('bot', 20).notNullable();
    t.bigInteger('update_id').notNullable();
    t.integer('position').notNullable().defaultTo(0);
    t.bigInteger('chat_id').notNullable();
    t.integer('message_id').notNullable();
    t.string('source', 8).notNullable();
    t.string('file_id', 256);
    t.text('input_text');
    t.text('transcribed_text');
    // What the model read (extraction-schema.ts), kept so a retry does not ask it again.
    t.jsonb('extraction');
    t.string('event_title', 256);
    t.text('when_text');
    t.text('end_text');
    t.timestamp('start_time', { useTz: true });
    t.timestamp('end_time', { useTz: true });
    t.boolean('all_day').notNullable().defaultTo(false);
    // 'YYYY-MM-DD' as text: pg would turn a date column into a Date at the process's midnight.
    t.string('start_date', 10);
    t.string('end_date', 10);
    t.string('time_zone', 64);
    t.string('location', 512);
    t.text('description');
    t.string('status', 16).notNullable().defaultTo('pending');
    t.string('waiting_for', 16);
    // What the bot asked (the readings of "at 5", a clash) so the answer can be applied.
    t.jsonb('question');
    t.text('failure_reason');
    t.string('google_calendar_id', 1024);
    t.string('google_event_id', 1024);
    t.text('html_link');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['bot', 'update_id', 'position']);
    t.index(['user_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('calendar_events');
  await knex.schema.dropTable('calendar_connections');
}
