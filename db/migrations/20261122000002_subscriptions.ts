import type { Knex } from 'knex';

/** Statuses of a subscription that still belongs to the user's present (one at a time). */
const LIVE = `('PENDING', 'ACTIVE', 'CANCELED', 'PAST_DUE')`;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('subscriptions', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    // PENDING (first payment awaited), ACTIVE, CANCELED, PAST_DUE, EXPIRED.
    t.string('status', 20).notNullable();
    t.string('plan', 20).notNullable().defaultTo('MONTHLY');
    t.integer('amount_kopecks').notNullable();
    t.string('provider', 20).notNullable();
    // The payment that set the billing calendar (the first one, or the one that ended PAST_DUE)
    // and the period it paid: period p ends on periodEnd(billing_anchor, p - anchor_period + 1).
    t.timestamp('billing_anchor', { useTz: true });
    t.integer('anchor_period').notNullable().defaultTo(0);
    t.timestamp('start_date', { useTz: true });
    // Index of the paid period (0 = the first month) and its bounds; end_date is the next bill.
    t.integer('period').notNullable().defaultTo(0);
    t.timestamp('period_start', { useTz: true });
    t.timestamp('end_date', { useTz: true });
    // Failed attempts of the renewal in progress (dunning), 0 when none.
    t.smallint('renewal_attempt').notNullable().defaultTo(0);
    t.string('card_pan', 32);
    t.timestamp('canceled_at', { useTz: true });
    t.text('cancel_reason');
    t.timestamp('refunded_at', { useTz: true });
    t.timestamp('ended_at', { useTz: true });
    // Why an EXPIRED subscription ended: period_over, refunded, unpaid, payment_not_completed.
    t.string('ended_reason', 40);
    t.string('workflow_id', 100).notNullable().unique();
    t.timestamps(true, true);
    t.index(['user_id', 'created_at']);
    t.index(['status', 'created_at']);
  });
  // One live subscription per user, enforced where two racing requests cannot get around it.
  await knex.raw(`create unique index subscriptions_one_live_per_user on subscriptions (user_id) where status in ${LIVE}`);

  await knex.schema.createTable('payments', (t) => {
    // Also the bank's OrderId (T-Bank allows 36 characters: a uuid fits).
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('subscription_id').notNullable().references('subscriptions.id').onDelete('CASCADE');
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    // FIRST (checkout), RENEWAL (saved card), RECOVERY (a new card after PAST_DUE).
    t.string('kind', 20).notNullable();
    t.integer('period').notNullable();
    t.integer('attempt').notNullable();
    // "<subscription>:<period>:<attempt>" for renewals: a replayed activity finds its own row.
    t.string('idempotency_key', 120).notNullable().unique();
    // NEW (row written, bank not asked yet), PENDING, CONFIRMED, REJECTED, REFUNDED, EXPIRED.
    t.string('status', 20).notNullable();
    t.integer('amount_kopecks').notNullable();
    t.string('provider', 20).notNullable();
    t.string('provider_payment_id', 64);
    t.string('provider_status', 40);
    t.text('payment_url');
    t.string('decline_code', 20);
    t.text('decline_message');
    t.string('decline_kind', 10);
    t.timestamp('confirmed_at', { useTz: true });
    t.timestamp('refunded_at', { useTz: true });
    t.timestamps(true, true);
    t.unique(['provider', 'provider_payment_id']);
    t.index(['subscription_id', 'created_at']);
    t.index(['status', 'created_at']);
  });

  // Every notification exactly as the bank posted it, written before it is acted on.
  await knex.schema.createTable('payment_notifications', (t) => {
    t.bigIncrements('id').primary();
    t.string('provider', 20).notNullable();
    t.jsonb('body').notNullable();
    // received, accepted, duplicate, bad_signature, amount_mismatch, unknown_order, invalid.
    t.string('outcome', 30).notNullable().defaultTo('received');
    t.uuid('payment_id').references('payments.id').onDelete('SET NULL');
    t.text('detail');
    t.timestamp('received_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['payment_id']);
    t.index(['outcome', 'received_at']);
  });

  // The `test` provider's bank: its payments and the cards it saved (sandbox and tests only).
  await knex.schema.createTable('test_bank_cards', (t) => {
    t.string('rebill_id', 64).primary();
    t.string('customer_key', 64).notNullable();
    t.string('pan', 32).notNullable();
    // approve, decline_renewals_soft, decline_renewals_hard (chosen by the test card number).
    t.string('behaviour', 40).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('test_bank_payments', (t) => {
    t.string('id', 64).primary();
    t.string('order_id', 64).notNullable().unique();
    t.integer('amount_kopecks').notNullable();
    t.string('customer_key', 64).notNullable();
    t.string('status', 20).notNullable();
    t.string('rebill_id', 64);
    t.string('error_code', 20);
    t.text('message');
    // How many times money moved for this payment: a test asserts it never exceeds one.
    t.integer('charge_count').notNullable().defaultTo(0);
    t.timestamps(true, true);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('test_bank_payments');
  await knex.schema.dropTableIfExists('test_bank_cards');
  await knex.schema.dropTableIfExists('payment_notifications');
  await knex.schema.dropTableIfExists('payments');
  await knex.schema.dropTableIfExists('subscriptions');
}
