import type { Knex } from 'knex';

/**
 * The digest tool (issue 13).
 * - digest_accounts: the user's own Telegram account as the digest reads it. The API
 *   credentials, the session string and a login under way are user_secrets (encrypted); this
 *   row says only what the console shows and whether Telegram still accepts the session.
 * - digest_preferences and digest_sources: the digests and what each reads (a chat, or a folder
 *   resolved to its chats at run time). `slot` names the Temporal Schedule the digest runs on.
 * - digest_runs: one row per run (its key is the run workflow's id, so a run repeated after a
 *   crash finds its row); a run that sent a digest is a history entry.
 * - digest_posts: the posts read, shared by every digest reading the same channel (a channel's
 *   message ids are the channel's; a basic group's or a private chat's are the reader's, hence scope).
 * - digest_story_summaries: a story summarised once for everyone, keyed by its text's hash.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('digest_accounts', (t) => {
    t.uuid('user_id').primary().references('users.id').onDelete('CASCADE');
    // 'credentials': saved, not signed in; 'connected'; 'revoked': Telegram refused the session.
    t.string('state', 16).notNullable().defaultTo('credentials');
    t.string('telegram_user_id', 24);
    t.string('username', 64);
    t.string('first_name', 128);
    t.timestamp('connected_at', { useTz: true });
    t.timestamp('revoked_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('digest_preferences', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('name', 100).notNullable();
    t.string('frequency', 8).notNullable();
    t.smallint('hour');
    t.smallint('minute').notNullable();
    t.smallint('day_of_week');
    t.string('timezone', 64).notNullable();
    t.text('prompt').notNullable();
    t.boolean('only_important').notNullable().defaultTo(false);
    t.boolean('enabled').notNullable().defaultTo(true);
    t.integer('max_length').notNullable();
    t.string('slot', 120).notNullable();
    t.timestamp('last_sent_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id', 'created_at']);
    t.index(['slot', 'enabled']);
  });

  await knex.schema.createTable('digest_sources', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('digest_id').notNullable().references('digest_preferences.id').onDelete('CASCADE');
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('source_type', 8).notNullable();
    // A chat's marked id (-100…) or a folder's number, as text.
    t.string('source_id', 24).notNullable();
    t.string('title', 256).notNullable();
    t.string('username', 64);
    // CHANNEL, GROUP, Chat, USER; FOLDER for a folder.
    t.string('peer_type', 8).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['digest_id', 'source_type', 'source_id']);
  });

  await knex.schema.createTable('digest_runs', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('digest_id').notNullable().references('digest_preferences.id').onDelete('CASCADE');
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('run_key', 200).notNullable().unique();
    t.string('kind', 10).notNullable();
    // running, sent, empty (nothing to send), failed, skipped (the digest paused or gone premium).
    t.string('status', 10).notNullable().defaultTo('running');
    t.timestamp('scheduled_for', { useTz: true }).notNullable();
    t.timestamp('read_from', { useTz: true }).notNullable();
    t.timestamp('read_until', { useTz: true }).notNullable();
    // Each chat read: its title, posts read, and when a FloodWait lets it be read again.
    t.jsonb('sources');
    t.text('content');
    t.integer('message_count');
    t.jsonb('figures');
    t.text('detail');
    t.timestamp('started_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('sent_at', { useTz: true });
    t.timestamp('finished_at', { useTz: true });
    t.index(['digest_id', 'started_at']);
    t.index(['user_id', 'sent_at']);
  });

  await knex.schema.createTable('digest_posts', (t) => {
    // 'channel' for channels and supergroups; the reading user's id for basic groups and private chats.
    t.string('scope', 40).notNullable();
    t.string('peer_id', 24).notNullable();
    t.integer('message_id').notNullable();
    t.timestamp('posted_at', { useTz: true }).notNullable();
    t.text('text').notNullable();
    t.text('link');
    t.string('forward_peer_id', 24);
    t.integer('forward_message_id');
    t.timestamp('fetched_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['scope', 'peer_id', 'message_id']);
    t.index(['scope', 'peer_id', 'posted_at']);
  });

  await knex.schema.createTable('digest_story_summaries', (t) => {
    t.string('text_hash', 64).notNullable();
    t.string('language', 8).notNullable();
    t.text('summary').notNullable();
    t.string('model', 64).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['text_hash', 'language']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['digest_story_summaries', 'digest_posts', 'digest_runs', 'digest_sources', 'digest_preferences', 'digest_accounts']) await knex.schema.dropTable(table);
}
