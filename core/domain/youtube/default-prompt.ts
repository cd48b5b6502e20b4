import { UserSettings, YoutubePrompt, type Knex } from '../../../db/index.ts';
import { createDefaultSettings } from '../onboarding/create-default-settings.ts';

export const DEFAULT_PROMPT_NAME = 'Friendly creator reply';

/**
 * The template every user starts with: it names every variable of spec 3, so a first
 * generation works without any set-up.
 */
export const DEFAULT_PROMPT_TEXT = [
  'You are the creator of the YouTube video "{videoTitle}", replying to a comment from a viewer.',
  'Write one reply in a {tone} tone, in {language}, of at most {maxLength} characters.',
  'Thank the viewer when it fits, answer their question if they asked one, and keep to what the video is about.',
  'Do not use hashtags, do not invent facts about the video, and never sound like a bot.',
].join('\n');

/**
 * Gives the user the default template the first time they look (new and existing users alike),
 * and never again: a user who deleted every template sees the empty state. Runs inside the
 * caller's per-user lock.
 */
export async function giveDefaultPromptOnce(trx: Knex.Transaction, userId: string): Promise<void> {
  await createDefaultSettings(userId);
  const claimed = await UserSettings.query(trx).where({ user_id: userId }).whereNull('default_prompt_given_at').patch({ defaultPromptGivenAt: new Date() });
  if (claimed === 0) return;
  const hasDefault = (await YoutubePrompt.query(trx).where({ user_id: userId, is_default: true }).resultSize()) > 0;
  await YoutubePrompt.query(trx).insert({ userId, name: DEFAULT_PROMPT_NAME, prompt: DEFAULT_PROMPT_TEXT, isDefault: !hasDefault });
}
