import Router from '@koa/router';
import { registerChatCompletions, type ChatCompletionOptions } from './chat-completions.ts';
import { registerTranscriptions, type TranscriptionOptions } from './transcriptions.ts';

export type SandboxOpenAIOptions = ChatCompletionOptions & TranscriptionOptions;

/**
 * A local stand-in for the OpenAI endpoints the product calls (chat completions, for reply
 * drafts, calendar extraction, digests and homework grading, and audio transcriptions) in
 * OpenAI's own shapes, so the real `openai` SDK runs unchanged in sandbox, in the tests and in
 * the benchmark.
 */
export function sandboxOpenAIRoutes(prefix: string, options: SandboxOpenAIOptions): Router {
  const router = new Router({ prefix });
  registerChatCompletions(router, options);
  registerTranscriptions(router, options);
  return router;
}
