import OpenAI from 'openai';
import type { GenerateReplyInput } from '../../../contracts/youtube-replies.ts';
import { YoutubePrompt, YoutubeReply } from '../../../db/index.ts';
import type { OpenAILimiter } from '../../clients/openai-limiter.ts';
import { AppError, notFound } from '../../errors.ts';
import { DEFAULT_PROMPT_TEXT } from './default-prompt.ts';
import { listPrompts } from './prompts.ts';
import { DEFAULT_MAX_LENGTH, replyMessages } from './reply-prompt.ts';

export interface ReplyDeps {
  openai: OpenAI | null;
  model: string;
  /** The platform-wide limit on OpenAI calls (single replies' or batches'); absent in tests that do not need it. */
  limiter?: OpenAILimiter | undefined;
}

export const OPENAI_KEY_MISSING = 'OpenAI API key not configured. Please contact the administrator.';
export const RATE_LIMITED = 'API rate limit reached. Please try again later.';
const VOICE_EXAMPLES = 3;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The chosen template (404 for another user's), else the default, else the built-in one. */
async function templateFor(userId: string, promptTemplateId: string | null | undefined): Promise<{ id: string | null; text: string }> {
  if (promptTemplateId) {
    const own = uuid.test(promptTemplateId) ? await YoutubePrompt.query().findOne({ id: promptTemplateId, user_id: userId }) : undefined;
    if (!own) throw notFound('Prompt template');
    return { id: own.id, text: own.prompt };
  }
  const prompts = await listPrompts(userId);
  const chosen = prompts.find((p) => p.isDefault) ?? prompts[0];
  return chosen ? { id: chosen.id, text: chosen.prompt } : { id: null, text: DEFAULT_PROMPT_TEXT };
}

/** OpenAI's failures as the spec's messages (section 8 'Reply generation'). */
export function openAiError(err: unknown): AppError {
  if (err instanceof OpenAI.RateLimitError) return new AppError('rate_limited', RATE_LIMITED, { cause: err });
  if (err instanceof OpenAI.AuthenticationError || err instanceof OpenAI.PermissionDeniedError) return new AppError('service_unavailable', OPENAI_KEY_MISSING, { cause: err });
  return new AppError('service_unavailable', 'Failed to generate reply', { cause: err });
}

/** The reply text, cut to the length asked for (the model is told, but not trusted). */
const tidy = (text: string, maxLength: number) => {
  const reply = text.trim().replace(/^"(.*)"$/s, '$1');
  return reply.length > maxLength ? `${reply.slice(0, maxLength - 1).trimEnd()}…` : reply;
};

/**
 * POST /api/youtube/comments/generate-reply. The last reply generated for the comment is
 * answered again unless `skipCache` (Regenerate); a new one is stored as a draft.
 */
export async function generateReply(deps: ReplyDeps, userId: string, input: GenerateReplyInput): Promise<{ reply: string; dbCommentId: string }> {
  if (!input.skipCache) {
    const last = await YoutubeReply.query().where({ user_id: userId, comment_id: input.commentId }).orderBy('created_at', 'desc').first();
    if (last) return { reply: last.editedReply ?? last.reply, dbCommentId: last.id };
  }
  const template = await templateFor(userId, input.promptTemplateId);
  if (!deps.openai) throw new AppError('service_unavailable', OPENAI_KEY_MISSING);
  const examples = await YoutubeReply.query().where('user_id', userId).whereNotNull('edited_reply').orderBy('updated_at', 'desc').limit(VOICE_EXAMPLES);
  const maxLength = input.maxLength ?? DEFAULT_MAX_LENGTH;
  if (deps.limiter && !(await deps.limiter.acquire(userId))) throw new AppError('rate_limited', RATE_LIMITED);
  let text: string;
  try {
    const completion = await deps.openai.chat.completions.create({
      model: deps.model,
      messages: replyMessages(template.text, input, examples.map((e) => e.editedReply!)),
      temperature: 0.7,
      // About four characters a token, with room to finish the sentence.
      max_tokens: Math.ceil(maxLength / 3) + 20,
    });
    text = completion.choices[0]?.message.content ?? '';
  } catch (err) {
    throw openAiError(err);
  }
  if (!text.trim()) throw new AppError('service_unavailable', 'Failed to generate reply');
  const saved = await YoutubeReply.query().insert({
    userId,
    videoId: input.videoId,
    commentId: input.commentId,
    promptId: template.id,
    commentText: input.commentText,
    reply: tidy(text, maxLength),
    status: 'draft',
  });
  return { reply: saved.reply, dbCommentId: saved.id };
}
