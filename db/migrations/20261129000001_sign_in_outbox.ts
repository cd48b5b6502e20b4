import type { Knex } from 'knex';

/**
 * A sign-in whose event could not be queued (Redis away) keeps it on its session row until the
 * sign-in sweep queues it: the audit entry and a first sign-in's onboarding are never dropped.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sessions', (t) => {
    t.jsonb('pending_sign_in_event');
  });
  await knex.raw('create index sessions_pending_sign_in_event on sessions (created_at) where pending_sign_in_event is not null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists sessions_pending_sign_in_event');
  await knex.schema.alterTable('sessions', (t) => {
    t.dropColumn('pending_sign_in_event');
  });
}
