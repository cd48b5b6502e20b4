import type { Knex } from 'knex';

/**
 * The Telegram platform (issue 11): which chat is which user's, per bot; the codes that link
 * them; and every update a bot has finished with (Telegram delivers at least once, and the
 * queue forgets finished jobs after a while: this row is what makes a late repeat a no-op).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('telegram_links', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('bot', 20).notNullable();
    t.bigInteger('chat_id').notNullable();
    t.bigInteger('telegram_user_id').notNullable();
    t.string('username', 64);
    t.string('first_name', 128).notNullable().defaultTo('');
    t.string('language_code', 16);
    t.timestamp('linked_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // One chat per user and bot, one user per chat and bot.
    t.unique(['bot', 'chat_id']);
    t.unique(['user_id', 'bot']);
  });

  await knex.schema.createTable('telegram_link_codes', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('bot', 20).notNullable();
    // SHA-256 of the normalized code: a leaked table links nobody.
    t.string('code_hash', 64).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.bigInteger('used_chat_id');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['code_hash']);
    t.index(['user_id', 'bot']);
  });

  await knex.schema.createTable('telegram_updates', (t) => {
    t.string('bot', 20).notNullable();
    t.bigInteger('update_id').notNullable();
    t.string('kind', 40).notNullable();
    t.bigInteger('chat_id');
    t.enu('outcome', ['handled', 'skipped', 'failed'], { useNative: true, enumName: 'telegram_update_outcome' }).notNullable();
    t.text('detail');
    t.timestamp('handled_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['bot', 'update_id']);
    t.index(['handled_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('telegram_updates');
  await knex.raw('drop type if exists telegram_update_outcome');
  await knex.schema.dropTable('telegram_link_codes');
  await knex.schema.dropTable('telegram_links');
}
