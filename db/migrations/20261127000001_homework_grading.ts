import type { Knex } from 'knex';

/**
 * AI grading, the homework bot and Regrade All (issue 15).
 * - homework_grades.grade_key: what asked for the grade ('submitted', 'regrade-<request>',
 *   'run-<regrade run>'); unique per submission, so a grading job or activity delivered twice
 *   finds its grade and neither calls the model nor tells the student again. outcome says what
 *   the grade did: released (in force, the student told), held (an unsure AI grade waiting for
 *   the teacher) or invalid (no valid grade came from the model: held without a score).
 * - homework_submissions.ai_confidence and review_reason: how sure the AI was of the grade in
 *   force and why it is held, for the teacher.
 * - homework_cohort_students.locale: the language the student's Telegram app uses (en or ru),
 *   set when they join in the bot, so grades are told in it.
 * - homework_submission_files.legibility: how readable the vision model found a picture or PDF.
 * - homework_regrade_runs: one Regrade All of an assignment, its workflow and its count; at most
 *   one running per assignment.
 * - homework_bot_drafts and homework_draft_parts: the answer a student is putting together in the
 *   homework bot (several messages, then Submit), one draft per Telegram user, each part keyed
 *   by its update so a redelivered message is one part.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('homework_grades', (t) => {
    t.string('grade_key', 120);
    t.string('outcome', 10).notNullable().defaultTo('released');
    t.unique(['grade_key', 'submission_id']);
  });
  await knex.schema.alterTable('homework_submissions', (t) => {
    t.decimal('ai_confidence', 4, 3);
    t.text('review_reason');
  });
  await knex.schema.alterTable('homework_submission_files', (t) => {
    t.decimal('legibility', 4, 3);
  });
  await knex.schema.alterTable('homework_cohort_students', (t) => {
    t.string('locale', 2);
  });

  await knex.schema.createTable('homework_regrade_runs', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('assignment_id').notNullable().references('homework_assignments.id').onDelete('CASCADE');
    t.uuid('requested_by').references('users.id').onDelete('SET NULL');
    t.text('reason');
    // running, completed, failed.
    t.string('status', 10).notNullable().defaultTo('running');
    t.integer('total').notNullable().defaultTo(0);
    t.timestamp('started_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('finished_at', { useTz: true });
    t.index(['assignment_id', 'started_at']);
  });
  await knex.raw("CREATE UNIQUE INDEX homework_regrade_runs_one_running ON homework_regrade_runs (assignment_id) WHERE status = 'running'");

  await knex.schema.createTable('homework_bot_drafts', (t) => {
    t.bigInteger('telegram_user_id').primary();
    t.uuid('cohort_student_id').notNullable().references('homework_cohort_students.id').onDelete('CASCADE');
    t.uuid('assignment_id').notNullable().references('homework_assignments.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('homework_draft_parts', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.bigInteger('telegram_user_id').notNullable().references('homework_bot_drafts.telegram_user_id').onDelete('CASCADE');
    t.bigInteger('update_id').notNullable();
    // text or file.
    t.string('kind', 8).notNullable();
    t.text('text');
    t.string('original_name', 255);
    t.string('file_type', 127);
    t.bigInteger('file_size');
    t.string('storage_key', 400);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['telegram_user_id', 'update_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('homework_draft_parts');
  await knex.schema.dropTable('homework_bot_drafts');
  await knex.schema.dropTable('homework_regrade_runs');
  await knex.schema.alterTable('homework_cohort_students', (t) => t.dropColumn('locale'));
  await knex.schema.alterTable('homework_submission_files', (t) => t.dropColumn('legibility'));
  await knex.schema.alterTable('homework_submissions', (t) => {
    t.dropColumn('ai_confidence');
    t.dropColumn('review_reason');
  });
  await knex.schema.alterTable('homework_grades', (t) => {
    t.dropUnique(['grade_key', 'submission_id']);
    t.dropColumn('grade_key');
    t.dropColumn('outcome');
  });
}
