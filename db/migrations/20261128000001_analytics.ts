import type { Knex } from 'knex';

/**
 * The analytics assistant (issue 16).
 * - analytics_settings: one row per user who saved credentials or preferences. The keys are
 *   user_secrets (encrypted); this row keeps the monitoring preferences, the slot its daily run
 *   belongs to (null: not monitored) and what the last check of each service found.
 * - analytics_runs: one monitoring run (scheduled or 'Run check now'); run_key is the workflow id,
 *   so a run repeated after a crash finds its row.
 * - analytics_insights: what a run found; insight_key (metric, day, kind) is unique per user, so a
 *   run delivered twice writes each insight once and alerts once (alert_state).
 * - analytics_metric_snapshots: each watched metric's last series with its baseline band, for the chart.
 * - analytics_queries: the questions asked (console or bot) with their answers: the 'contexts'.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('analytics_settings', (t) => {
    t.uuid('user_id').primary().references('users.id').onDelete('CASCADE');
    t.decimal('anomaly_threshold', 4, 2).notNullable().defaultTo(0.15);
    t.boolean('daily_monitoring_enabled').notNullable().defaultTo(true);
    t.smallint('notification_hour').notNullable().defaultTo(9);
    t.string('notification_timezone', 64).notNullable().defaultTo('UTC');
    t.boolean('critical_only').notNullable().defaultTo(false);
    // 'HHMM-Zone' when monitoring is on and a service is configured; null otherwise.
    t.string('slot', 80).index();
    t.jsonb('watched_events').notNullable().defaultTo('[]');
    for (const service of ['revenuecat', 'amplitude']) {
      t.string(`${service}_state`, 16).notNullable().defaultTo('unchecked');
      t.text(`${service}_detail`);
      t.string(`${service}_project`, 200);
      t.timestamp(`${service}_checked_at`, { useTz: true });
    }
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('analytics_runs', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('run_key', 200).notNullable().unique();
    t.string('kind', 16).notNullable();
    t.string('status', 16).notNullable().defaultTo('running');
    t.smallint('progress').notNullable().defaultTo(0);
    t.text('message');
    t.timestamp('scheduled_for', { useTz: true }).notNullable();
    // The last complete day this run judged: the next scheduled run starts after it.
    t.string('judged_through', 10);
    t.jsonb('services').notNullable().defaultTo('{}');
    t.jsonb('skipped').notNullable().defaultTo('[]');
    t.integer('insights_created').notNullable().defaultTo(0);
    t.integer('alerts_sent').notNullable().defaultTo(0);
    t.text('error');
    t.timestamp('started_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('finished_at', { useTz: true });
    t.index(['user_id', 'started_at']);
  });

  await knex.schema.createTable('analytics_insights', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.uuid('run_id').references('analytics_runs.id').onDelete('SET NULL');
    t.string('insight_key', 200).notNullable();
    t.string('type', 16).notNullable();
    t.string('severity', 10).notNullable();
    t.text('title').notNullable();
    t.text('description').notNullable();
    t.decimal('confidence', 4, 3).notNullable();
    t.string('metric', 100).notNullable();
    t.decimal('change', 10, 2);
    t.string('observed_date', 10);
    t.string('source', 16);
    // The figures computed in code (actual, expected, band, segment) the description was written from.
    t.jsonb('details').notNullable().defaultTo('{}');
    t.boolean('is_resolved').notNullable().defaultTo(false);
    t.timestamp('resolved_at', { useTz: true });
    // 'none': not for the bot; 'pending': to send; 'sent'; 'suppressed': critical-only or no bot.
    t.string('alert_state', 12).notNullable().defaultTo('none');
    t.timestamp('alerted_at', { useTz: true });
    t.string('feedback', 4);
    t.timestamp('feedback_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['user_id', 'insight_key']);
    t.index(['user_id', 'created_at']);
  });

  await knex.schema.createTable('analytics_metric_snapshots', (t) => {
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('metric', 100).notNullable();
    t.string('source', 16).notNullable();
    t.string('label', 200).notNullable();
    t.string('unit', 10).notNullable();
    t.string('currency', 8);
    t.string('judged_through', 10);
    t.jsonb('points').notNullable();
    t.timestamp('computed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'metric']);
  });

  await knex.schema.createTable('analytics_queries', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('question').notNullable();
    t.string('language', 2).notNullable();
    t.string('channel', 8).notNullable();
    t.string('status', 12).notNullable().defaultTo('running');
    t.jsonb('response');
    t.text('error');
    // The bot's chat to answer in, for a question asked there.
    t.bigInteger('chat_id');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('finished_at', { useTz: true });
    t.index(['user_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['analytics_queries', 'analytics_metric_snapshots', 'analytics_insights', 'analytics_runs', 'analytics_settings']) await knex.schema.dropTableIfExists(table);
}
