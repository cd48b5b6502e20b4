import type { Redis } from 'ioredis';
import type { Knex } from '../db/index.ts';
import { createPaymentProvider } from '../core/clients/bank/create-provider.ts';
import { describeReceipts, receiptSettings } from '../core/clients/bank/receipt-env.ts';
import { openAIFromConfig } from '../core/clients/openai.ts';
import { createBatchOpenAILimiter } from '../core/clients/openai-limiter.ts';
import type { Config } from '../core/config.ts';
import { createSecretBox, parseKeyring } from '../core/crypto.ts';
import { createJobProducer } from '../core/queues/producer.ts';
import { createOpenAILimiter } from '../core/clients/openai-limiter.ts';
import { analyticsReadersFromConfig } from '../core/domain/analytics/deps.ts';
import { digestAccountDepsFromConfig } from '../core/domain/digest/deps.ts';
import { gradingDepsFromConfig } from '../core/domain/homework/deps.ts';
import { createTelegramOutbox } from '../core/domain/telegram/outbox.ts';
import { createSendPacing } from '../core/domain/telegram/send-pacing.ts';
import { logger } from '../core/logger.ts';
import type { ActivityDeps } from './activities.ts';

/** What the activities need, built once per temporal-worker process from its config. */
export function createActivityDeps(cfg: Config, redis: Redis, knex: Knex): ActivityDeps {
  const jobs = createJobProducer(redis, cfg.QUEUE_PREFIX);
  const secrets = createSecretBox(parseKeyring(cfg.ENCRYPTION_KEYS), cfg.ENCRYPTION_KEY_ID);
  const log = logger();
  const outbox = createTelegramOutbox(jobs, createSendPacing(redis, cfg.QUEUE_PREFIX));
  const receipts = receiptSettings(cfg);
  // Renewals and refunds are charged here: the operator sees at start whether they carry receipts.
  log.info(describeReceipts(receipts));
  return {
    jobs,
    payments: createPaymentProvider(cfg, knex),
    secrets,
    publicUrl: cfg.PUBLIC_URL,
    receipts,
    log,
    openai: openAIFromConfig(cfg),
    openaiModel: cfg.OPENAI_MODEL,
    // Generate All is the only user of OpenAI here: it gets the batches' share of the platform's rate.
    openaiLimiter: createBatchOpenAILimiter({ redis, prefix: cfg.QUEUE_PREFIX, perSecond: cfg.OPENAI_REQUESTS_PER_SECOND }),
    digestRun: {
      account: digestAccountDepsFromConfig(cfg, { secrets, log }),
      model: { openai: openAIFromConfig(cfg), model: cfg.OPENAI_DIGEST_MODEL, limiter: createOpenAILimiter({ redis, prefix: cfg.QUEUE_PREFIX, perSecond: cfg.OPENAI_REQUESTS_PER_SECOND, log }) },
      outbox,
      premiumGraceMs: cfg.PREMIUM_GRACE_SECONDS * 1000,
      now: () => new Date(),
    },
    // The monitoring words its insights under the batches' share of the OpenAI rate: a wave of 09:00 runs must not starve the users' own requests.
    analyticsMonitor: {
      secrets,
      readers: analyticsReadersFromConfig(cfg, { redis, log }),
      log,
      now: () => new Date(),
      model: { openai: openAIFromConfig(cfg), model: cfg.OPENAI_DIGEST_MODEL, limiter: createBatchOpenAILimiter({ redis, prefix: cfg.QUEUE_PREFIX, perSecond: cfg.OPENAI_REQUESTS_PER_SECOND, log }) },
      outbox,
      publicUrl: cfg.PUBLIC_URL,
    },
    // Regrade All is a batch: the batches' share of the OpenAI rate, counted per teacher.
    homeworkGrading: gradingDepsFromConfig(cfg, { redis, log, outbox, limiter: createBatchOpenAILimiter({ redis, prefix: cfg.QUEUE_PREFIX, perSecond: cfg.OPENAI_REQUESTS_PER_SECOND, log }) }),
  };
}
