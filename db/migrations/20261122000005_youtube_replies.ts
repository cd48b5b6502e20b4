import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // Replies the assistant drafted for a comment: the last one is reused unless regenerated;
  // the creator's edit is kept beside the model's text (their voice, for later generations).
  await knex.schema.createTable('youtube_replies', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('video_id', 64).notNullable();
    t.string('comment_id', 128).notNullable();
    t.uuid('prompt_id').references('youtube_prompts.id').onDelete('SET NULL');
    t.text('comment_text').notNullable();
    t.text('reply').notNullable();
    t.text('edited_reply');
    // draft, publishing (YouTube asked), unconfirmed (asked, no answer), published
    t.string('status', 20).notNullable().defaultTo('draft');
    t.string('published_comment_id', 128);
    t.timestamp('published_at', { useTz: true });
    t.timestamps(true, true);
    t.index(['user_id', 'comment_id', 'created_at']);
    t.index(['user_id', 'video_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('youtube_replies');
}
