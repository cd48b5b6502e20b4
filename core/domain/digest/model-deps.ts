import type OpenAI from 'openai';
import type { OpenAILimiter } from '../../clients/openai-limiter.ts';

/** The model side of a digest run: the platform's OpenAI client, its model and the shared rate limit. */
export interface DigestModelDeps {
  openai: OpenAI | null;
  model: string;
  limiter: OpenAILimiter | null;
}
