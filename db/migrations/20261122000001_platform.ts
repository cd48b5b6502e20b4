import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('create extension if not exists pgcrypto');

  await knex.schema.createTable('users', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('google_id', 64).notNullable().unique();
    t.string('email', 320).notNullable();
    t.string('name', 200).notNullable();
    t.text('avatar_url');
    t.enu('role', ['user', 'operator', 'admin'], { useNative: true, enumName: 'user_role' }).notNullable().defaultTo('user');
    t.timestamp('last_sign_in_at', { useTz: true });
    t.timestamps(true, true);
    t.index(['email']);
  });

  await knex.schema.createTable('sessions', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    // Only hashes of refresh tokens are stored; the previous one is kept for the reuse grace window.
    t.string('token_hash', 64).notNullable();
    t.string('previous_token_hash', 64);
    t.timestamp('rotated_at', { useTz: true });
    t.integer('generation').notNullable().defaultTo(0);
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('revoked_at', { useTz: true });
    t.string('revoked_reason', 40);
    t.string('user_agent', 400);
    t.string('ip', 64);
    t.timestamps(true, true);
    t.index(['user_id']);
  });

  await knex.schema.createTable('user_settings', (t) => {
    t.uuid('user_id').primary().references('users.id').onDelete('CASCADE');
    t.string('locale', 8).notNullable().defaultTo('en');
    t.string('timezone', 64).notNullable().defaultTo('Europe/Moscow');
    t.boolean('email_notifications').notNullable().defaultTo(true);
    t.timestamps(true, true);
  });

  await knex.schema.createTable('notifications', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    // A caller-chosen key makes delivery idempotent: the outbox job may run more than once.
    t.string('dedupe_key', 200).notNullable();
    t.string('kind', 40).notNullable();
    t.string('title', 200).notNullable();
    t.text('body').notNullable();
    t.timestamp('read_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['user_id', 'dedupe_key']);
    t.index(['user_id', 'created_at']);
  });

  await knex.schema.createTable('user_secrets', (t) => {
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('name', 80).notNullable();
    // "v1.<keyId>.<iv>.<tag>.<ciphertext>", AES-256-GCM; key_id is repeated for rotation queries.
    t.text('ciphertext').notNullable();
    t.string('key_id', 40).notNullable();
    t.timestamps(true, true);
    t.primary(['user_id', 'name']);
    t.index(['key_id']);
  });

  await knex.schema.createTable('audit_events', (t) => {
    t.bigIncrements('id').primary();
    t.string('event_key', 200).notNullable().unique();
    t.uuid('actor_id').references('users.id').onDelete('SET NULL');
    t.uuid('user_id').references('users.id').onDelete('SET NULL');
    t.string('action', 80).notNullable();
    t.text('reason');
    t.jsonb('details').notNullable().defaultTo('{}');
    t.string('ip', 64);
    t.string('user_agent', 400);
    t.timestamp('occurred_at', { useTz: true }).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id', 'occurred_at']);
    t.index(['action', 'occurred_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('audit_events');
  await knex.schema.dropTableIfExists('user_secrets');
  await knex.schema.dropTableIfExists('notifications');
  await knex.schema.dropTableIfExists('user_settings');
  await knex.schema.dropTableIfExists('sessions');
  await knex.schema.dropTableIfExists('users');
  await knex.raw('drop type if exists user_role');
}
