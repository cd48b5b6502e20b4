import type { Redis } from 'ioredis';
import pino from 'pino';
import type { TemporalHandle } from '../../core/clients/temporal.ts';
import type { TelegramRuntime } from '../../core/clients/telegram/runtime.ts';
import { config } from '../../core/config.ts';
import { createSecretBox, parseKeyring } from '../../core/crypto.ts';
import { questionJobDepsFromConfig, type QuestionJobDeps } from '../../core/domain/analytics/question/deps.ts';
import { calendarDepsFromConfig, type CalendarDeps } from '../../core/domain/calendar/deps.ts';
import { gradingDepsFromConfig, type GradingDeps } from '../../core/domain/homework/deps.ts';
import { createUsageLimits, type UsageLimits } from '../../core/limits/usage-limits.ts';
import type { JobProducer } from '../../core/queues/producer.ts';
import type { WorkerDeps } from '../../workers/job-handler.ts';

/**
 * A worker's deps for a test, from the run's env; `calendar` overrides parts of the calendar tool's.
 * The limits are the production numbers (each test's users are new) unless `limits` says otherwise.
 */
export function testWorkerDeps(parts: { temporal: TemporalHandle; telegram: TelegramRuntime; jobs: JobProducer; redis: Redis; calendar?: Partial<CalendarDeps>; homework?: Partial<GradingDeps>; analyticsQuestions?: Partial<QuestionJobDeps>; limits?: UsageLimits }): WorkerDeps {
  const cfg = config();
  const secrets = createSecretBox(parseKeyring(cfg.ENCRYPTION_KEYS), cfg.ENCRYPTION_KEY_ID);
  const calendar = { ...calendarDepsFromConfig(cfg, { secrets, redis: parts.redis, log: pino({ level: 'silent' }) }), ...parts.calendar };
  const log = pino({ level: 'silent' });
  const homework = { ...gradingDepsFromConfig(cfg, { redis: parts.redis, log, outbox: parts.telegram.outbox }), ...parts.homework };
  const analyticsQuestions = { ...questionJobDepsFromConfig(cfg, { redis: parts.redis, log, secrets }), ...parts.analyticsQuestions };
  const limits = parts.limits ?? createUsageLimits({ redis: parts.redis, prefix: cfg.QUEUE_PREFIX });
  return { temporal: parts.temporal, telegram: parts.telegram, jobs: parts.jobs, calendar, homework, analyticsQuestions, limits };
}
