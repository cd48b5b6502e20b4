import type { Knex } from 'knex';

/**
 * homework_submissions.review_flags: why a grade is held beyond the AI's confidence (issue 31):
 * words addressed to the grader (and where), a file nothing could be read from, an answer over
 * the length limit. The console names each in the teacher's language (contracts/homework.ts
 * ReviewFlag); review_reason keeps the English sentence the bot and older rows use.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('homework_submissions', (t) => {
    t.jsonb('review_flags');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('homework_submissions', (t) => {
    t.dropColumn('review_flags');
  });
}
