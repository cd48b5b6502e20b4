import type OpenAI from 'openai';
import type { GradingDeps } from './deps.ts';

/** Why grading could not ask the model this time; the job or activity tries again later. */
export class GradingUnavailable extends Error {
  override readonly name = 'GradingUnavailable';
  readonly reason: 'no_openai' | 'busy';
  constructor(reason: 'no_openai' | 'busy') {
    super(reason === 'no_openai' ? 'OpenAI is not configured' : 'The OpenAI rate limit gave no slot in time');
    this.reason = reason;
  }
}

export function modelOf(deps: GradingDeps): OpenAI {
  if (!deps.openai) throw new GradingUnavailable('no_openai');
  return deps.openai;
}

/** A slot of the platform's OpenAI rate, counted against the course's teacher. */
export async function takeSlot(deps: GradingDeps, limiterKey: string): Promise<void> {
  if (deps.limiter && !(await deps.limiter.acquire(limiterKey))) throw new GradingUnavailable('busy');
}
