import OpenAI from 'openai';
import type { Config } from '../config.ts';

/** Where the web process serves its fake of OpenAI in sandbox (sandbox/openai/chat-completions.ts). */
export const SANDBOX_OPENAI_PATH = '/sandbox/openai/v1';

/**
 * The platform's OpenAI client, or null without a key (generation then answers the spec's
 * 'OpenAI API key not configured' error). The SDK retries 429 and 5xx with exponential
 * back-off (honouring Retry-After) before it gives up.
 */
export function createOpenAI(options: { apiKey: string | undefined; baseURL: string; maxRetries?: number; timeoutMs?: number }): OpenAI | null {
  if (!options.apiKey) return null;
  return new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, maxRetries: options.maxRetries ?? 3, timeout: options.timeoutMs ?? 60_000 });
}

/**
 * The platform's OpenAI client as configured. In sandbox without a key it is the web
 * process's fake (the temporal-worker reaches it over HTTP on the same PORT), so replies can
 * be generated with no keys; with a key, sandbox uses the real service.
 */
export function openAIFromConfig(cfg: Config): OpenAI | null {
  if (cfg.SANDBOX && !cfg.OPENAI_API_KEY) return createOpenAI({ apiKey: 'sandbox', baseURL: `http://127.0.0.1:${cfg.PORT}${SANDBOX_OPENAI_PATH}` });
  return createOpenAI({ apiKey: cfg.OPENAI_API_KEY, baseURL: cfg.OPENAI_BASE_URL });
}
