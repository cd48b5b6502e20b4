import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('youtube_prompts', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('name', 120).notNullable();
    t.text('prompt').notNullable();
    t.boolean('is_default').notNullable().defaultTo(false);
    t.timestamps(true, true);
    t.index(['user_id', 'updated_at']);
  });
  // Exactly one default per user (at most one here; the domain keeps at least one).
  await knex.raw('create unique index youtube_prompts_one_default_per_user on youtube_prompts (user_id) where is_default');
  // When the user was given the default template: once, so deleting every template leaves
  // the list empty instead of bringing the default back.
  await knex.schema.alterTable('user_settings', (t) => {
    t.timestamp('default_prompt_given_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('user_settings', (t) => {
    t.dropColumn('default_prompt_given_at');
  });
  await knex.schema.dropTableIfExists('youtube_prompts');
}
