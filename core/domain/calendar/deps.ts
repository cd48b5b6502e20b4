import type { Redis } from 'ioredis';
import type OpenAI from 'openai';
import type { Logger } from 'pino';
import { calendarEndpoints, type CalendarEndpoints } from '../../clients/google-calendar/endpoints.ts';
import { openAIFromConfig } from '../../clients/openai.ts';
import { createOpenAILimiter, type OpenAILimiter } from '../../clients/openai-limiter.ts';
import type { Config } from '../../config.ts';
import type { SecretBox } from '../../crypto.ts';

/** What the calendar tool needs, in the web process (connecting) and the worker (the bot's jobs). */
export interface CalendarDeps {
  secrets: SecretBox;
  endpoints: CalendarEndpoints;
  /** Signs the OAuth state. */
  stateSecret: string;
  /** The platform's OpenAI client (null without a key: the bot says it cannot read messages now). */
  openai: OpenAI | null;
  models: { transcription: string; extraction: string };
  /** The platform's one OpenAI rate limit, shared with the YouTube replies. */
  limiter: OpenAILimiter | null;
  log: Logger;
  now: () => Date;
  /** Premium lasts this long past the paid period (PREMIUM_GRACE_SECONDS): the bot stops when the console does. */
  premiumGraceMs: number;
}

export function calendarDepsFromConfig(cfg: Config, parts: { secrets: SecretBox; redis: Redis; log: Logger }): CalendarDeps {
  return {
    secrets: parts.secrets,
    endpoints: calendarEndpoints(cfg),
    stateSecret: cfg.JWT_SECRET,
    openai: openAIFromConfig(cfg),
    models: { transcription: cfg.OPENAI_TRANSCRIPTION_MODEL, extraction: cfg.OPENAI_EXTRACTION_MODEL },
    limiter: createOpenAILimiter({ redis: parts.redis, prefix: cfg.QUEUE_PREFIX, perSecond: cfg.OPENAI_REQUESTS_PER_SECOND, log: parts.log }),
    log: parts.log,
    now: () => new Date(),
    premiumGraceMs: cfg.PREMIUM_GRACE_SECONDS * 1000,
  };
}
