import type OpenAI from 'openai';
import type { OpenAILimiter } from '../../../clients/openai-limiter.ts';
import type { TelegramOutbox } from '../../telegram/outbox.ts';
import type { AnalyticsDeps } from '../deps.ts';

/** A monitoring run: the tool's deps, the model that words the insights, and the analytics bot's outbox. */
export interface MonitorDeps extends Pick<AnalyticsDeps, 'secrets' | 'readers' | 'log' | 'now'> {
  model: { openai: OpenAI | null; model: string; limiter: OpenAILimiter | null };
  outbox: TelegramOutbox;
  publicUrl: string;
}
