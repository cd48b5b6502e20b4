import type { Knex } from 'knex';

/**
 * Money is never lost or stuck (issue 10):
 * - payments.applied_at: set in the same transaction as the period this payment paid for
 *   (activation, renewal, recovery). A CONFIRMED payment that can no longer be applied is
 *   money to give back, found by that column.
 * - the test bank's checkout payments can be retried after a decline, as T-Bank's form allows.
 * - stored notifications keep no card token: RebillId and CardId masked, ExpDate and the
 *   Token dropped; notifications whose signature failed are not kept at all.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.timestamp('applied_at', { useTz: true });
  });
  // Payments confirmed before this change paid what their subscription shows.
  await knex.raw(`
    update payments p set applied_at = coalesce(p.confirmed_at, p.updated_at)
    from subscriptions s
    where p.subscription_id = s.id and p.status in ('CONFIRMED', 'REFUNDED') and s.start_date is not null and p.period <= s.period`);
  await knex.schema.alterTable('test_bank_payments', (t) => {
    t.boolean('checkout').notNullable().defaultTo(false);
  });
  await knex('payment_notifications').whereIn('outcome', ['bad_signature', 'received']).delete();
  await knex.raw(`
    update payment_notifications
    set body = (body - 'RebillId' - 'CardId' - 'ExpDate' - 'Token')
      || case when jsonb_exists(body, 'RebillId') then jsonb_build_object('RebillId', '****' || right(body->>'RebillId', 4)) else '{}'::jsonb end
      || case when jsonb_exists(body, 'CardId') then jsonb_build_object('CardId', '****' || right(body->>'CardId', 4)) else '{}'::jsonb end
    where jsonb_exists_any(body, array['RebillId', 'CardId', 'ExpDate', 'Token'])`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('test_bank_payments', (t) => {
    t.dropColumn('checkout');
  });
  await knex.schema.alterTable('payments', (t) => {
    t.dropColumn('applied_at');
  });
}
