import type { Knex } from 'knex';

/**
 * What kind of database this is, written once: 'production' by the production image's
 * migration, 'sandbox' by the dev set-up on a database no real person has signed in to. An
 * unmarked database counts as production: the demo seed refuses it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('deployment', (t) => {
    t.smallint('id').primary().defaultTo(1);
    t.string('kind', 20).notNullable();
    t.timestamp('marked_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`alter table deployment add constraint deployment_one_row check (id = 1), add constraint deployment_kind check (kind in ('sandbox', 'production'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('deployment');
}
