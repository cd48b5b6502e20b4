import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // YouTube Data API units spent per user and per Google day (midnight Pacific time).
  await knex.schema.createTable('youtube_quota_usage', (t) => {
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.date('day').notNullable();
    t.integer('units').notNullable().defaultTo(0);
    t.primary(['user_id', 'day']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('youtube_quota_usage');
}
