import type { Knex } from 'knex';

/**
 * The homework module (issues 14 and 15).
 * - homework_courses: a course belongs to the user who created it, its teacher.
 * - homework_cohorts: a group of students of a course, with the grading thresholds AI grading
 *   follows (pass_percent, review_below_confidence: contracts/homework.ts).
 * - homework_cohort_students: a student as the teacher added them, Pending until the homework
 *   bot activates their 6-character code. The code is unique across every cohort, so the bot
 *   finds the student from the code alone. user_id is the platform account, once known.
 * - homework_assignments: graded (max_score 1-1000) or feedback only (max_score null).
 * - homework_submissions: every answer is a new version; final_* is the grade in force, and
 *   origin_key makes a redelivered Telegram message or a repeated POST one submission.
 * - homework_submission_files: files of a submission, kept in storage under storage_key, with
 *   what the vision model read from them.
 * - homework_grades: every grade ever given, by the AI or a teacher, with its confidence or
 *   reason; a regrade adds one and moves final_*.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('homework_courses', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('teacher_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('name', 200).notNullable();
    t.text('description');
    t.timestamp('archived_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['teacher_id', 'created_at']);
  });

  await knex.schema.createTable('homework_cohorts', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('course_id').notNullable().references('homework_courses.id').onDelete('CASCADE');
    t.string('name', 200).notNullable();
    t.text('description');
    t.smallint('pass_percent').notNullable().defaultTo(60);
    t.decimal('review_below_confidence', 3, 2).notNullable().defaultTo(0.7);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['course_id', 'created_at']);
  });

  await knex.schema.createTable('homework_cohort_students', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('cohort_id').notNullable().references('homework_cohorts.id').onDelete('CASCADE');
    t.string('display_name', 200).notNullable();
    t.string('email', 254);
    t.string('telegram_code', 6).notNullable().unique();
    t.bigInteger('telegram_user_id');
    t.uuid('user_id').references('users.id').onDelete('SET NULL');
    t.boolean('is_active').notNullable().defaultTo(false);
    t.timestamp('joined_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('activated_at', { useTz: true });
    t.index(['cohort_id', 'joined_at']);
    t.index(['user_id']);
    t.unique(['cohort_id', 'telegram_user_id']);
  });
  await knex.raw('CREATE INDEX homework_cohort_students_email_index ON homework_cohort_students (lower(email)) WHERE email IS NOT NULL');

  await knex.schema.createTable('homework_assignments', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('course_id').notNullable().references('homework_courses.id').onDelete('CASCADE');
    t.string('title', 200).notNullable();
    t.text('description').notNullable();
    t.boolean('grading_enabled').notNullable().defaultTo(true);
    t.integer('max_score');
    t.text('check_prompt').notNullable();
    t.text('feedback_prompt');
    t.integer('sort_order').notNullable().defaultTo(0);
    t.timestamp('archived_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['course_id', 'sort_order']);
  });
  await knex.raw(`ALTER TABLE homework_assignments ADD CONSTRAINT homework_assignments_score_check
    CHECK ((grading_enabled AND max_score BETWEEN 1 AND 1000) OR (NOT grading_enabled AND max_score IS NULL))`);
  await knex.raw('ALTER TABLE homework_assignments ADD CONSTRAINT homework_assignments_order_check CHECK (sort_order >= 0)');

  await knex.schema.createTable('homework_submissions', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('assignment_id').notNullable().references('homework_assignments.id').onDelete('CASCADE');
    t.uuid('cohort_student_id').notNullable().references('homework_cohort_students.id').onDelete('CASCADE');
    t.integer('version').notNullable();
    t.text('content').notNullable().defaultTo('');
    // pending, needs_review (an unsure AI grade held for the teacher), graded.
    t.string('status', 16).notNullable().defaultTo('pending');
    t.decimal('final_score', 7, 2);
    t.text('final_feedback');
    // ai or teacher: who set the grade in force.
    t.string('graded_by', 8);
    t.timestamp('checked_at', { useTz: true });
    // telegram or web.
    t.string('channel', 8).notNullable().defaultTo('web');
    t.string('origin_key', 120).unique();
    t.timestamp('submitted_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['assignment_id', 'cohort_student_id', 'version']);
    t.index(['cohort_student_id', 'submitted_at']);
    t.index(['assignment_id', 'submitted_at']);
  });

  // The gradebook's read of each student's latest version: an index-only scan (bench/README.md,
  // 'Homework gradebook': 54,145 buffers through the unique index, 1,636 with this one).
  await knex.raw(
    'CREATE INDEX homework_submissions_latest_index ON homework_submissions (cohort_student_id, assignment_id, version DESC) INCLUDE (status, final_score)',
  );

  await knex.schema.createTable('homework_submission_files', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('submission_id').notNullable().references('homework_submissions.id').onDelete('CASCADE');
    t.string('original_name', 255).notNullable();
    t.string('file_type', 127).notNullable();
    t.bigInteger('file_size').notNullable();
    t.string('storage_key', 400).notNullable();
    t.text('transcription');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['submission_id']);
  });

  await knex.schema.createTable('homework_grades', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('submission_id').notNullable().references('homework_submissions.id').onDelete('CASCADE');
    t.string('source', 8).notNullable();
    t.decimal('score', 7, 2);
    t.text('feedback');
    t.decimal('confidence', 4, 3);
    t.text('reason');
    t.uuid('graded_by_user_id').references('users.id').onDelete('SET NULL');
    t.string('model', 64);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['submission_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['homework_grades', 'homework_submission_files', 'homework_submissions', 'homework_assignments', 'homework_cohort_students', 'homework_cohorts', 'homework_courses'])
    await knex.schema.dropTable(table);
}
