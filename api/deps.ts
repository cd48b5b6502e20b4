import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Knex } from '../db/index.ts';
import type { PaymentProvider } from '../core/clients/bank/payment-provider.ts';
import type { TemporalHandle } from '../core/clients/temporal.ts';
import type { Config } from '../core/config.ts';
import type { TelegramRuntime } from '../core/clients/telegram/runtime.ts';
import type { SecretBox } from '../core/crypto.ts';
import type { CalendarDeps } from '../core/domain/calendar/deps.ts';
import type { AnalyticsDeps } from '../core/domain/analytics/deps.ts';
import type { DigestAccountDeps } from '../core/domain/digest/deps.ts';
import type { FileStorage } from '../core/clients/file-storage/file-storage.ts';
import type { DigestSchedules } from '../core/domain/digest/schedule-port.ts';
import type { AccessTokens } from '../core/domain/auth/access-token.ts';
import type { AccessResolver } from '../core/domain/auth/resolve-access.ts';
import type { SubscriptionLifecycle } from '../core/domain/subscription/lifecycle-port.ts';
import type { SubscriptionCache } from '../core/domain/subscription/status-cache.ts';
import type { ReplyDeps } from '../core/domain/youtube/generate-reply.ts';
import type { VideoReadDeps } from '../core/domain/youtube/videos.ts';
import type { JobProducer } from '../core/queues/producer.ts';
import type { RateLimits } from './middleware/rate-limit-numbers.ts';

/** Everything the web process shares between requests; built once in server.ts (or a test). */
export interface AppDeps {
  config: Config;
  log: Logger;
  knex: Knex;
  redis: Redis;
  jobs: JobProducer;
  temporal: TemporalHandle;
  tokens: AccessTokens;
  access: AccessResolver;
  secrets: SecretBox;
  payments: PaymentProvider;
  lifecycle: SubscriptionLifecycle;
  subscriptions: SubscriptionCache;
  /** The platform's OpenAI client (null without a key), its model and the shared rate limit. */
  openai: ReplyDeps;
  /** What reaching YouTube for a creator takes: their OAuth client's settings, the read cache. */
  youtube: VideoReadDeps;
  /** The bots that run here (tokens, usernames, webhook secrets), the Bot API root and the one sending queue. */
  telegram: TelegramRuntime;
  /** The calendar tool: the platform's Google client for calendar access, OpenAI for reading messages. */
  calendar: CalendarDeps;
  /** The digest tool: the users' own Telegram accounts and the slots' Temporal Schedules. */
  digest: { account: DigestAccountDeps; schedules: DigestSchedules };
  /** Homework: where submitted files live, the key of their short-lived links, Regrade All's width. */
  homework: { storage: FileStorage; fileLinkKey: Uint8Array; regradeConcurrency: number };
  /** The analytics tool: the users' keys, their RevenueCat and Amplitude readers, the monitoring slots' Schedules. */
  analytics: AnalyticsDeps;
  /** The HTTP rate limits (api/middleware/rate-limit-numbers.ts); tests of other things loosen them. */
  rateLimits: RateLimits;
}
