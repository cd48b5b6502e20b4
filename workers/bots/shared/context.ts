import type { Logger } from 'pino';
import { Context } from 'telegraf';
import type { TelegramBot } from '../../../contracts/telegram.ts';
import type { TelegramRuntime } from '../../../core/clients/telegram/runtime.ts';
import type { QuestionBotDeps } from '../../../core/domain/analytics/question/deps.ts';
import type { CalendarFlowDeps } from '../../../core/domain/calendar/flow-deps.ts';
import type { HomeworkBotDeps } from '../../../core/domain/homework/deps.ts';
import type { UsageLimits } from '../../../core/limits/usage-limits.ts';
import type { BotMessage } from '../../../core/domain/telegram/outbox.ts';
import type { ChatLink } from '../../../core/domain/telegram-link/find-chat-link.ts';
import { sharedTexts, type BotLocale, type BotProfile, type SharedTexts } from './texts.ts';

/** How the handling of one update ended, recorded in telegram_updates. */
export type UpdateOutcome = { outcome: 'handled' } | { outcome: 'skipped'; detail: string };

/** The tools' own services the bots use (each bot reads its own). */
export interface BotTools {
  calendar: CalendarFlowDeps;
  homework: HomeworkBotDeps;
  /** The analytics bot's questions (workers/bots/analytics/questions.ts). */
  analyticsQuestions: QuestionBotDeps;
  /** The per-user limits of costly messages (workers/bots/shared/usage-limit.ts). */
  limits: UsageLimits;
}

/** What every bot's handlers share: set once per bot on telegraf's `bot.context`. */
export interface BotServices extends BotTools {
  bot: TelegramBot;
  profile: BotProfile;
  telegram: TelegramRuntime;
  log: Logger;
}

/**
 * telegraf's context with what our handlers need: the chat's linked user (or null), the
 * language to answer in, and `say`, which queues an answer through the one sending queue with
 * a key made of the update and the answer's place, so handling the update again sends nothing twice.
 */
export class BotContext extends Context {
  declare services: BotServices;
  link: ChatLink | null = null;
  locale: BotLocale = 'en';
  outcome: UpdateOutcome = { outcome: 'handled' };
  /** Answers queued so far: the place of the next one in its key. */
  answered = 0;

  get texts(): SharedTexts {
    return sharedTexts[this.locale];
  }

  /** Queues a message to this chat (HTML unless `html: false`). */
  async say(message: BotMessage | string, chatId = this.chat?.id): Promise<void> {
    if (chatId === undefined) throw new Error('say() needs a chat: this update has none');
    this.answered += 1;
    const key = `u${this.update.update_id}-${this.answered}`;
    await this.services.telegram.outbox.send(this.services.bot, chatId, key, typeof message === 'string' ? { text: message } : message);
  }

  /** Records that the update was looked at and deliberately left alone. */
  skip(detail: string): void {
    this.outcome = { outcome: 'skipped', detail };
  }
}
