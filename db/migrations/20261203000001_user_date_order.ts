import type { Knex } from 'knex';

/**
 * user_settings.date_order: how the calendar bot reads a numeric date such as "03/12" (issue 33):
 * 'day-first', 'month-first', or 'auto' (the message's language and the user's zone decide,
 * core/domain/calendar/when/date-order.ts). A preference of the person, not of one calendar.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('user_settings', (t) => {
    t.string('date_order', 16).notNullable().defaultTo('auto');
  });
  await knex.raw(`alter table user_settings add constraint user_settings_date_order_check check (date_order in ('auto', 'day-first', 'month-first'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('user_settings', (t) => {
    t.dropColumn('date_order');
  });
}
