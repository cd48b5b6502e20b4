import type { Knex } from 'knex';

/**
 * The fiscal receipts (54-FZ) handed to the bank: one per payment for its sale and one for its
 * refund, with what became of each (sent, refused by the bank, issued or failed at its cash
 * register). The test bank keeps the receipts it was given, as T-Bank's cabinet shows them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payment_receipts', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('payment_id').notNullable().references('payments.id').onDelete('CASCADE');
    t.string('operation', 10).notNullable();
    t.string('status', 10).notNullable();
    t.integer('amount_kopecks').notNullable();
    t.jsonb('receipt').notNullable();
    t.string('error_code', 20);
    t.text('error_message');
    t.string('fiscal_document_number', 40);
    t.text('receipt_url');
    t.timestamp('sent_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['payment_id', 'operation']);
  });
  await knex.raw("alter table payment_receipts add constraint payment_receipts_operation check (operation in ('sale', 'refund'))");
  await knex.raw("alter table payment_receipts add constraint payment_receipts_status check (status in ('sent', 'refused', 'issued', 'failed'))");
  await knex.schema.alterTable('test_bank_payments', (t) => {
    t.jsonb('receipt');
    t.jsonb('refund_receipt');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('test_bank_payments', (t) => {
    t.dropColumn('receipt');
    t.dropColumn('refund_receipt');
  });
  await knex.schema.dropTableIfExists('payment_receipts');
}
