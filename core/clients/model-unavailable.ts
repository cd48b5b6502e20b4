import type OpenAI from 'openai';
import type { OpenAILimiter } from './openai-limiter.ts';

/**
 * Why the model could not be asked this time: no key on this deployment (for good), or no slot
 * of the platform's shared OpenAI rate in time (try again later). Every tool that asks the model
 * throws this one class, so jobs and activities decide retries the same way.
 */
export class ModelUnavailable extends Error {
  override readonly name = 'ModelUnavailable';
  readonly reason: 'no_openai' | 'busy';

  constructor(reason: 'no_openai' | 'busy') {
    super(reason === 'no_openai' ? 'The AI service is not configured on this deployment' : 'The AI service is busy, try again in a minute');
    this.reason = reason;
  }
}

/** The configured client, or ModelUnavailable('no_openai'). */
export function modelOf(openai: OpenAI | null): OpenAI {
  if (!openai) throw new ModelUnavailable('no_openai');
  return openai;
}

/** A slot of the platform's OpenAI rate counted against `key`, or ModelUnavailable('busy'). */
export async function takeModelSlot(limiter: OpenAILimiter | null, key: string): Promise<void> {
  if (limiter && !(await limiter.acquire(key))) throw new ModelUnavailable('busy');
}
