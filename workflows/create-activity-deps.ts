import type { Redis } from 'ioredis';
import type { Knex } from '../db/index.ts';
import { createPaymentProvider } from '../core/clients/bank/create-provider.ts';
import { openAIFromConfig } from '../core/clients/openai.ts';
import { createBatchOpenAILimiter } from '../core/clients/openai-limiter.ts';
import type { Config } from '../core/config.ts';
import { createSecretBox, parseKeyring } from '../core/crypto.ts';
import { createJobProducer } from '../core/queues/producer.ts';
import type { ActivityDeps } from './activities.ts';

/** What the activities need, built once per temporal-worker process from its config. */
export function createActivityDeps(cfg: Config, redis: Redis, knex: Knex): ActivityDeps {
  return {
    jobs: createJobProducer(redis, cfg.QUEUE_PREFIX),
    payments: createPaymentProvider(cfg, knex),
    secrets: createSecretBox(parseKeyring(cfg.ENCRYPTION_KEYS), cfg.ENCRYPTION_KEY_ID),
    publicUrl: cfg.PUBLIC_URL,
    openai: openAIFromConfig(cfg),
    openaiModel: cfg.OPENAI_MODEL,
    // Generate All is the only user of OpenAI here: it gets the batches' share of the platform's rate.
    openaiLimiter: createBatchOpenAILimiter({ redis, prefix: cfg.QUEUE_PREFIX, perSecond: cfg.OPENAI_REQUESTS_PER_SECOND }),
  };
}
