import type { PromptInput, PromptTemplate } from '../../../contracts/youtube.ts';
import { YoutubePrompt, type Knex } from '../../../db/index.ts';
import { notFound } from '../../errors.ts';
import { giveDefaultPromptOnce } from './default-prompt.ts';

export const toPromptTemplate = (p: YoutubePrompt): PromptTemplate => ({
  id: p.id,
  name: p.name,
  prompt: p.prompt,
  isDefault: p.isDefault,
  createdAt: new Date(p.createdAt).toISOString(),
  updatedAt: new Date(p.updatedAt).toISOString(),
});

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user's template, or 404 for anyone else's (and for ids that are not ids). */
async function ownPrompt(trx: Knex.Transaction, userId: string, id: string): Promise<YoutubePrompt> {
  const prompt = uuid.test(id) ? await YoutubePrompt.query(trx).findOne({ id, user_id: userId }).forUpdate() : undefined;
  if (!prompt) throw notFound('Prompt template');
  return prompt;
}

/**
 * Every change runs in a transaction that first locks the user's templates, so two requests
 * moving the default at once cannot both win (the partial unique index would refuse the
 * second anyway); the first template a user creates becomes the default.
 */
async function inUserLock<T>(userId: string, fn: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  return YoutubePrompt.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`youtube-prompts:${userId}`]);
    return fn(trx);
  });
}

const clearDefault = (trx: Knex.Transaction, userId: string) =>
  YoutubePrompt.query(trx).where({ user_id: userId, is_default: true }).patch({ isDefault: false });

/** Default first, then the most recently changed; a first look brings the default template. */
export function listPrompts(userId: string): Promise<PromptTemplate[]> {
  return inUserLock(userId, async (trx) => {
    await giveDefaultPromptOnce(trx, userId);
    const rows = await YoutubePrompt.query(trx).where('user_id', userId).orderBy('is_default', 'desc').orderBy('updated_at', 'desc').orderBy('id');
    return rows.map(toPromptTemplate);
  });
}

export function createPrompt(userId: string, input: PromptInput): Promise<PromptTemplate> {
  return inUserLock(userId, async (trx) => {
    const hasDefault = (await YoutubePrompt.query(trx).where({ user_id: userId, is_default: true }).resultSize()) > 0;
    const isDefault = input.isDefault || !hasDefault;
    if (isDefault) await clearDefault(trx, userId);
    const created = await YoutubePrompt.query(trx).insertAndFetch({ userId, name: input.name, prompt: input.prompt, isDefault });
    return toPromptTemplate(created);
  });
}

/** Updates name and text; isDefault true makes it the default (false never leaves the user without one). */
export function updatePrompt(userId: string, id: string, input: PromptInput): Promise<PromptTemplate> {
  return inUserLock(userId, async (trx) => {
    const prompt = await ownPrompt(trx, userId, id);
    const isDefault = prompt.isDefault || input.isDefault;
    if (isDefault && !prompt.isDefault) await clearDefault(trx, userId);
    const updated = await YoutubePrompt.query(trx).patchAndFetchById(id, { name: input.name, prompt: input.prompt, isDefault, updatedAt: new Date() });
    return toPromptTemplate(updated);
  });
}

export function setDefaultPrompt(userId: string, id: string): Promise<PromptTemplate> {
  return inUserLock(userId, async (trx) => {
    const prompt = await ownPrompt(trx, userId, id);
    if (prompt.isDefault) return toPromptTemplate(prompt);
    await clearDefault(trx, userId);
    return toPromptTemplate(await YoutubePrompt.query(trx).patchAndFetchById(id, { isDefault: true, updatedAt: new Date() }));
  });
}

/** Deleting the default hands the badge to the most recently changed template left. */
export function deletePrompt(userId: string, id: string): Promise<void> {
  return inUserLock(userId, async (trx) => {
    const prompt = await ownPrompt(trx, userId, id);
    await YoutubePrompt.query(trx).deleteById(id);
    if (!prompt.isDefault) return;
    const next = await YoutubePrompt.query(trx).where('user_id', userId).orderBy('updated_at', 'desc').orderBy('id').first();
    if (next) await YoutubePrompt.query(trx).findById(next.id).patch({ isDefault: true });
  });
}
