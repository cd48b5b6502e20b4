import type { Redis } from 'ioredis';
import type { Telegram } from 'telegraf';
import type { TelegramBot } from '../../../contracts/telegram.ts';
import { createLinkAttempts, type LinkAttempts } from '../../domain/telegram-link/link-attempts.ts';
import { createTelegramOutbox, type TelegramOutbox } from '../../domain/telegram/outbox.ts';
import { createSendPacing, type PacingRules, type SendPacing } from '../../domain/telegram/send-pacing.ts';
import type { JobProducer } from '../../queues/producer.ts';
import type { TelegramBots } from './bots.ts';
import { botClients } from './client.ts';

/** What the worker's bots and senders share: clients per bot, Telegram's pacing, the outbox. */
export interface TelegramRuntime extends TelegramBots {
  clients: Partial<Record<TelegramBot, Telegram>>;
  pacing: SendPacing;
  outbox: TelegramOutbox;
  linkAttempts: LinkAttempts;
}

export function createTelegramRuntime(telegram: TelegramBots, redis: Redis, prefix: string, jobs: JobProducer, rules?: PacingRules): TelegramRuntime {
  const pacing = createSendPacing(redis, prefix, rules);
  return { ...telegram, clients: botClients(telegram), pacing, outbox: createTelegramOutbox(jobs, pacing), linkAttempts: createLinkAttempts(redis, prefix) };
}
