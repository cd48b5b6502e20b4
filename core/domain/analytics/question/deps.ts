import type { Redis } from 'ioredis';
import type OpenAI from 'openai';
import type { Logger } from 'pino';
import { openAIFromConfig } from '../../../clients/openai.ts';
import { createOpenAILimiter, type OpenAILimiter } from '../../../clients/openai-limiter.ts';
import type { Config } from '../../../config.ts';
import type { SecretBox } from '../../../crypto.ts';
import type { JobProducer } from '../../../queues/producer.ts';
import type { CalendarDeps } from '../../calendar/deps.ts';
import { analyticsReadersFromConfig, type AnalyticsDeps } from '../deps.ts';
import { redisCancellation, type QueryCancellation } from './cancellation.ts';

/** The model side of a question: the platform's OpenAI client, its model and the shared rate limit. */
export interface QuestionModel {
  openai: OpenAI | null;
  model: string;
  limiter: OpenAILimiter | null;
}

/** What answering a question needs: the user's keys and readers, the model, a clock. */
export interface QuestionDeps extends Pick<AnalyticsDeps, 'secrets' | 'readers' | 'log' | 'now'> {
  model: QuestionModel;
}

/**
 * A question's deps from the configuration: the readers on the user's keys through the one
 * analytics limiter (RevenueCat's and Amplitude's limits per user), the platform's OpenAI limit.
 */
export function questionDepsFromConfig(cfg: Config, parts: { redis: Redis; log: Logger; secrets: SecretBox }): QuestionDeps {
  return {
    secrets: parts.secrets,
    // A person waits for the answer: a read that would wait long for the upstream's limit fails instead.
    readers: analyticsReadersFromConfig(cfg, { redis: parts.redis, log: parts.log, maxWaitMs: 20_000 }),
    model: {
      openai: openAIFromConfig(cfg),
      model: cfg.OPENAI_MODEL,
      limiter: createOpenAILimiter({ redis: parts.redis, prefix: cfg.QUEUE_PREFIX, perSecond: cfg.OPENAI_REQUESTS_PER_SECOND, log: parts.log }),
    },
    log: parts.log,
    now: () => new Date(),
  };
}

/** What the worker's question job needs beyond answering: the asker's cancel marks. */
export interface QuestionJobDeps extends QuestionDeps {
  cancellation: QueryCancellation;
}

export function questionJobDepsFromConfig(cfg: Config, parts: { redis: Redis; log: Logger; secrets: SecretBox }): QuestionJobDeps {
  return { ...questionDepsFromConfig(cfg, parts), cancellation: redisCancellation(parts.redis, cfg.QUEUE_PREFIX) };
}

/** What the analytics bot's question handler needs: the queue, and the calendar tool's transcription (voice questions). */
export interface QuestionBotDeps {
  jobs: JobProducer;
  speech: CalendarDeps;
}
