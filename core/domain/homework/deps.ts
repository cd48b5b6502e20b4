import type { Redis } from 'ioredis';
import type OpenAI from 'openai';
import type { Logger } from 'pino';
import { fileStorageFromConfig } from '../../clients/file-storage/from-config.ts';
import type { FileStorage } from '../../clients/file-storage/file-storage.ts';
import { openAIFromConfig } from '../../clients/openai.ts';
import { createOpenAILimiter, type OpenAILimiter } from '../../clients/openai-limiter.ts';
import type { Config } from '../../config.ts';
import type { JobProducer } from '../../queues/producer.ts';
import type { TelegramOutbox } from '../telegram/outbox.ts';

/** What grading needs: the model, the shared limit, the files, and the bot's outbox to tell people. */
export interface GradingDeps {
  /** The platform's OpenAI client (null without a key: submissions wait, held for the teacher at the last attempt). */
  openai: OpenAI | null;
  models: { grading: string; reading: string };
  /** The platform's one OpenAI rate limit (the batches' share inside Regrade All). */
  limiter: OpenAILimiter | null;
  storage: FileStorage;
  outbox: TelegramOutbox;
  log: Logger;
  now: () => Date;
  /** The console's address, for the teacher's links. */
  publicUrl: string;
}

/** What the homework bot's handlers use: where files go and the queue that grades them. */
export interface HomeworkBotDeps {
  storage: FileStorage;
  jobs: JobProducer;
}

export function gradingDepsFromConfig(cfg: Config, parts: { redis: Redis; log: Logger; outbox: TelegramOutbox; limiter?: OpenAILimiter }): GradingDeps {
  return {
    openai: openAIFromConfig(cfg),
    models: { grading: cfg.OPENAI_GRADING_MODEL, reading: cfg.OPENAI_READING_MODEL },
    limiter: parts.limiter ?? createOpenAILimiter({ redis: parts.redis, prefix: cfg.QUEUE_PREFIX, perSecond: cfg.OPENAI_REQUESTS_PER_SECOND, log: parts.log }),
    storage: fileStorageFromConfig(cfg),
    outbox: parts.outbox,
    log: parts.log,
    now: () => new Date(),
    publicUrl: cfg.PUBLIC_URL,
  };
}
