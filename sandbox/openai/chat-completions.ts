import { createHash, randomBytes } from 'node:crypto';
import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';

/** One completion served: the comment it was asked about and the reply it gave. */
export interface ServedCompletion {
  comment: string;
  reply: string;
}

export interface SandboxOpenAIOptions {
  /** Every completion answers after this long (SANDBOX_OPENAI_DELAY_MS; the benchmark's 500 ms). */
  delayMs: number;
  /** Called once per completion served (tests and the benchmark count them). */
  onCompletion?: (served: ServedCompletion) => void;
}

const message = z.object({
  role: z.enum(['system', 'user', 'assistant', 'developer']),
  content: z.union([z.string(), z.array(z.object({ type: z.string(), text: z.string().optional() }).loose())]),
});

const completionRequest = z
  .object({
    model: z.string().min(1),
    messages: z.array(message).min(1),
    temperature: z.number().min(0).max(2).optional(),
    max_tokens: z.number().int().positive().optional(),
    max_completion_tokens: z.number().int().positive().optional(),
  })
  .loose();

/** OpenAI's error body: `{ error: { message, type, param, code } }`. */
function fail(ctx: Context, status: number, type: string, code: string | null, text: string) {
  ctx.status = status;
  ctx.body = { error: { message: text, type, param: null, code } };
}

const textOf = (content: z.infer<typeof message>['content']) => (typeof content === 'string' ? content : content.map((p) => p.text ?? '').join(''));

/** The comment the product asked about (core/domain/youtube/reply-prompt.ts puts it last). */
function commentIn(user: string): string {
  const match = /The comment to answer:\n([\s\S]*?)(?:\n\nAnswer with|$)/.exec(user);
  return (match?.[1] ?? user).trim();
}

const OPENINGS = ['Thank you so much for watching', 'Really glad you enjoyed it', 'Thanks for the kind words', 'Great question'];
const CLOSINGS = ['More on this in the next video!', 'Stay tuned for the next one.', 'Let me know what you would like to see next.', 'Appreciate you being here!'];

/**
 * A reply that reads like one and depends only on the comment and the instructions, so the
 * same request gives the same draft and Regenerate (a new request id) is visibly a new draft
 * only when asked to vary.
 */
export function sandboxReply(system: string, user: string, maxChars: number): string {
  const comment = commentIn(user);
  const digest = createHash('sha256').update(`${system}\n${comment}`).digest();
  const pick = <T,>(list: T[], byte: number) => list[digest[byte]! % list.length]!;
  const question = comment.includes('?');
  const topic = comment.replace(/<[^>]*>/g, ' ').split(/\s+/).filter((w) => w.length > 4).slice(0, 3).join(' ');
  const middle = question
    ? `About ${topic || 'that'}: I will put the details in the description soon.`
    : `Your point about ${topic || 'this'} means a lot.`;
  const reply = `${pick(OPENINGS, 0)}! ${middle} ${pick(CLOSINGS, 1)}`;
  return reply.length > maxChars ? reply.slice(0, maxChars) : reply;
}

/**
 * A local stand-in for OpenAI's `POST /chat/completions` in its own shapes (the completion
 * object with usage, the error body), so the real `openai` SDK runs unchanged in sandbox, in
 * the tests and in the benchmark.
 */
export function sandboxOpenAIRoutes(prefix: string, options: SandboxOpenAIOptions): Router {
  const router = new Router({ prefix });

  router.post('/chat/completions', async (ctx) => {
    if (!/^Bearer\s+\S+/.test(ctx.get('authorization'))) {
      fail(ctx, 401, 'invalid_request_error', 'invalid_api_key', "You didn't provide an API key.");
      return;
    }
    const parsed = completionRequest.safeParse(ctx.request.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      fail(ctx, 400, 'invalid_request_error', null, `Invalid request: ${issue.path.join('.') || 'body'}: ${issue.message}`);
      return;
    }
    const { model, messages, max_tokens: maxTokens, max_completion_tokens: maxCompletion } = parsed.data;
    const system = messages.filter((m) => m.role === 'system' || m.role === 'developer').map((m) => textOf(m.content)).join('\n');
    const user = messages.filter((m) => m.role === 'user').map((m) => textOf(m.content)).at(-1) ?? '';
    if (options.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    // About four characters a token, as the product assumes when it sets max_tokens.
    const content = sandboxReply(system, user, 4 * (maxCompletion ?? maxTokens ?? 1000));
    const promptTokens = Math.ceil(messages.reduce((n, m) => n + textOf(m.content).length, 0) / 4);
    const completionTokens = Math.ceil(content.length / 4);
    options.onCompletion?.({ comment: commentIn(user), reply: content });
    ctx.body = {
      id: `chatcmpl-${randomBytes(12).toString('base64url')}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' }],
      usage: { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens },
      system_fingerprint: 'fp_sandbox',
    };
  });

  return router;
}
