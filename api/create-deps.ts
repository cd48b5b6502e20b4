import { createPaymentProvider } from '../core/clients/bank/create-provider.ts';
import { createProducerRedis } from '../core/clients/redis.ts';
import { createTemporal } from '../core/clients/temporal.ts';
import type { Config } from '../core/config.ts';
import { createSecretBox, parseKeyring } from '../core/crypto.ts';
import { createAccessTokens } from '../core/domain/auth/access-token.ts';
import { createAccessResolver } from '../core/domain/auth/resolve-access.ts';
import { createSubscriptionCache } from '../core/domain/subscription/status-cache.ts';
import { openAIFromConfig } from '../core/clients/openai.ts';
import { createOpenAILimiter } from '../core/clients/openai-limiter.ts';
import { telegramFromConfig } from '../core/clients/telegram/bots.ts';
import { createTelegramRuntime } from '../core/clients/telegram/runtime.ts';
import { youtubeEndpoints } from '../core/clients/youtube-endpoints.ts';
import { createReadCache } from '../core/domain/youtube/read-cache.ts';
import { calendarDepsFromConfig } from '../core/domain/calendar/deps.ts';
import { fileStorageFromConfig } from '../core/clients/file-storage/from-config.ts';
import { fileLinkKey } from '../core/domain/homework/file-links.ts';
import { digestAccountDepsFromConfig } from '../core/domain/digest/deps.ts';
import { createDigestSchedules } from '../workflows/digest-slot/client.ts';
import { createAnalyticsSchedules } from '../workflows/analytics-slot/client.ts';
import { analyticsReadersFromConfig } from '../core/domain/analytics/deps.ts';
import { logger } from '../core/logger.ts';
import { createJobProducer } from '../core/queues/producer.ts';
import { connectDatabase } from '../db/index.ts';
import type { AppDeps } from './deps.ts';
import { RATE_LIMITS } from './middleware/rate-limit-numbers.ts';
import { createSubscriptionLifecycle } from '../workflows/subscription/client.ts';

export function createAppDeps(cfg: Config): AppDeps {
  const log = logger();
  // Each logs its own connection errors (an unlistened 'error' would end the process).
  const redis = createProducerRedis(cfg.REDIS_URL, log);
  const knex = connectDatabase(cfg.DATABASE_URL, undefined, log);
  const temporal = createTemporal({ address: cfg.TEMPORAL_ADDRESS, namespace: cfg.TEMPORAL_NAMESPACE, taskQueue: cfg.TEMPORAL_TASK_QUEUE });
  const secrets = createSecretBox(parseKeyring(cfg.ENCRYPTION_KEYS), cfg.ENCRYPTION_KEY_ID);
  const jobs = createJobProducer(redis, cfg.QUEUE_PREFIX);
  return {
    config: cfg,
    log,
    knex,
    redis,
    jobs,
    temporal,
    tokens: createAccessTokens(cfg.JWT_SECRET, cfg.ACCESS_TOKEN_TTL_SECONDS),
    access: createAccessResolver(cfg.ACCESS_CACHE_SECONDS * 1000),
    secrets,
    payments: createPaymentProvider(cfg, knex),
    lifecycle: createSubscriptionLifecycle(temporal, cfg, log),
    subscriptions: createSubscriptionCache(cfg.SUBSCRIPTION_CACHE_SECONDS * 1000, cfg.PREMIUM_GRACE_SECONDS * 1000),
    rateLimits: RATE_LIMITS,
    telegram: createTelegramRuntime(telegramFromConfig(cfg), redis, cfg.QUEUE_PREFIX, jobs),
    openai: {
      openai: openAIFromConfig(cfg),
      model: cfg.OPENAI_MODEL,
      limiter: createOpenAILimiter({ redis, prefix: cfg.QUEUE_PREFIX, perSecond: cfg.OPENAI_REQUESTS_PER_SECOND, log }),
    },
    calendar: calendarDepsFromConfig(cfg, { secrets, redis, log }),
    digest: { account: digestAccountDepsFromConfig(cfg, { secrets, log }), schedules: createDigestSchedules(temporal) },
    analytics: { secrets, readers: analyticsReadersFromConfig(cfg, { redis, log }), schedules: createAnalyticsSchedules(temporal), log, now: () => new Date() },
    homework: { storage: fileStorageFromConfig(cfg), fileLinkKey: fileLinkKey(cfg.JWT_SECRET), regradeConcurrency: cfg.HOMEWORK_REGRADE_CONCURRENCY },
    youtube: {
      secrets,
      log,
      publicUrl: cfg.PUBLIC_URL,
      stateSecret: cfg.JWT_SECRET,
      ...youtubeEndpoints(cfg),
      knex,
      // Reads of a creator's channel, videos and comments, kept 10 minutes (a reload spends no quota).
      cache: createReadCache(redis, cfg.QUEUE_PREFIX, 600),
    },
  };
}

/** Closes every connection, in the reverse order of need. */
export async function closeAppDeps(deps: AppDeps): Promise<void> {
  await deps.jobs.close();
  await deps.temporal.close();
  deps.redis.disconnect();
  await deps.knex.destroy();
}
