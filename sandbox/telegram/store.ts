import type { SandboxMessage, SandboxReply, SandboxUser } from '../../contracts/sandbox-telegram.ts';
import { DEMO_STUDENT_TELEGRAM_ID } from '../../db/seeds/02_sandbox_homework.ts';
import type { TelegramBot } from '../../contracts/telegram.ts';
import type { BotSettings } from '../../core/clients/telegram/bots.ts';
import { SendWindow, type SendLimits } from './limits.ts';

/** The demo Telegram accounts a person can chat as (a private chat's id is its user's id). */
export const DEMO_TELEGRAM_USERS: readonly SandboxUser[] = [
  { id: 100_000_001, firstName: 'Anna', username: 'anna_demo', languageCode: 'en' },
  { id: 100_000_002, firstName: 'Boris', username: 'boris_demo', languageCode: 'ru' },
  { id: 100_000_003, firstName: 'Chen', username: 'chen_demo', languageCode: 'en' },
  // The demo student's seeded chat (db/seeds/02_sandbox_homework.ts): he uses the homework bot as himself.
  { id: DEMO_STUDENT_TELEGRAM_ID, firstName: 'Mikhail', username: 'mikhail_demo', languageCode: 'en' },
];

/** A file someone sent or a bot uploaded: served by getFile and the download path. */
export interface StoredFile {
  fileId: string;
  uniqueId: string;
  bytes: Buffer;
  name: string;
  mimeType: string;
  /** What getFile answers as file_path: the download is /file/bot<token>/<path>. */
  path: string;
}

/** A message as the fake keeps it: the page's view plus what the Bot API answers about it. */
export interface StoredMessage extends Omit<SandboxMessage, 'replyTo'> {
  chatId: number;
  /** The raw text or caption as the bot sent it (HTML unsanitized), for tests. */
  raw: string;
  /** The chat's change that last touched this message (added or edited): what the page asks after. */
  revision: number;
  /** The message this one replies to, as it was when the reply was sent (the page shows it as it is now, while it exists). */
  replyTo?: SandboxReply;
  /** A person's message: the Message object its update carried (without reply_to_message), what a reply to it carries. */
  delivered?: Record<string, unknown>;
}

/** One message a bot sent, as the benchmark and the tests read them. */
export interface SentRecord {
  chatId: number;
  method: string;
  text: string;
  /** ms since the epoch (performance clock) when the fake took it. */
  at: number;
}

/** A bot's answer to a button press (the toast Telegram's client shows), for tests. */
export interface CallbackAnswer {
  callbackQueryId: string;
  text: string | null;
}

export interface WebhookSetting {
  url: string;
  secret: string | null;
}

/** Everything the fake knows about one bot. */
export class BotState {
  webhook: WebhookSetting | null = null;
  /** Updates waiting for getUpdates (no webhook), oldest first. */
  pending: Record<string, unknown>[] = [];
  /**
   * Starts where no earlier run of the fake reached (milliseconds since the epoch): the worker
   * skips an update whose (bot, update_id) it already handled, so ids from 1 again after a
   * restart (or from a second fake sharing the database, as test apps do) would be dropped.
   * Telegram's own ids only ever grow too.
   */
  nextUpdateId = Date.now();
  readonly chats = new Map<number, StoredMessage[]>();
  private readonly nextMessageId = new Map<number, number>();
  readonly commands = new Map<string, unknown[]>();
  readonly sent: SentRecord[] = [];
  readonly callbackAnswers: CallbackAnswer[] = [];
  readonly window: SendWindow;
  /** getUpdates calls waiting for an update (long polling). */
  readonly waiting = new Set<() => void>();
  /** Chat pages waiting for a change of their chat (long polling), by chat. */
  private readonly watchers = new Map<number, Set<() => void>>();
  /** Messages removed (deleteMessage), by chat: the page drops them once it asks after their revision. */
  private readonly removals = new Map<number, { id: number; revision: number }[]>();
  /** Every change to any chat of this bot takes the next revision. */
  private lastRevision = 0;
  /** Deliveries to the webhook go one after another, so updates arrive in order. */
  delivery: Promise<void> = Promise.resolve();

  readonly settings: BotSettings;

  constructor(settings: BotSettings, limits: SendLimits) {
    this.settings = settings;
    this.window = new SendWindow(limits);
  }

  get id(): number {
    return Number(this.settings.token.split(':')[0]);
  }

  messageId(chatId: number): number {
    const id = (this.nextMessageId.get(chatId) ?? 0) + 1;
    this.nextMessageId.set(chatId, id);
    return id;
  }

  chat(chatId: number): StoredMessage[] {
    const messages = this.chats.get(chatId) ?? [];
    this.chats.set(chatId, messages);
    return messages;
  }

  /** A message joins its chat, and the chat's page hears of it at once. */
  add(message: StoredMessage): StoredMessage {
    message.revision = ++this.lastRevision;
    this.chat(message.chatId).push(message);
    this.changed(message.chatId);
    return message;
  }

  /** A message was edited (its text, its buttons): the page draws it again. */
  revise(message: StoredMessage): void {
    message.revision = ++this.lastRevision;
    this.changed(message.chatId);
  }

  remove(chatId: number, index: number): void {
    const [gone] = this.chat(chatId).splice(index, 1);
    if (!gone) return;
    const removals = this.removals.get(chatId) ?? [];
    removals.push({ id: gone.id, revision: ++this.lastRevision });
    this.removals.set(chatId, removals);
    this.changed(chatId);
  }

  /** What changed in a chat after `revision`: messages added or edited, ids removed, and the revision to ask after next. */
  changesSince(chatId: number, revision: number): { messages: StoredMessage[]; removed: number[]; cursor: number } {
    return {
      messages: (this.chats.get(chatId) ?? []).filter((m) => m.revision > revision),
      removed: (this.removals.get(chatId) ?? []).filter((r) => r.revision > revision).map((r) => r.id),
      cursor: this.lastRevision,
    };
  }

  /** Resolves when the chat changes, after `ms`, or when `signal` aborts (the page went away), whichever is first. */
  async nextChange(chatId: number, ms: number, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return;
    await new Promise<void>((resolve) => {
      const watchers = this.watchers.get(chatId) ?? new Set<() => void>();
      this.watchers.set(chatId, watchers);
      const wake = () => {
        watchers.delete(wake);
        clearTimeout(timer);
        signal?.removeEventListener('abort', wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      signal?.addEventListener('abort', wake);
      watchers.add(wake);
    });
  }

  private changed(chatId: number): void {
    for (const wake of this.watchers.get(chatId) ?? []) wake();
  }

  find(chatId: number, messageId: number): StoredMessage | undefined {
    return this.chats.get(chatId)?.find((m) => m.id === messageId && m.action === null);
  }
}

/** The fake's memory: bots by token and by name, files by id, the count of 429s served. */
export class TelegramFakeStore {
  readonly byToken = new Map<string, BotState>();
  readonly byName = new Map<TelegramBot, BotState>();
  readonly files = new Map<string, StoredFile>();
  rateLimited = 0;

  constructor(bots: Partial<Record<TelegramBot, BotSettings>>, limits: SendLimits) {
    for (const settings of Object.values(bots)) {
      const state = new BotState(settings, limits);
      this.byToken.set(settings.token, state);
      this.byName.set(settings.bot, state);
    }
  }
}
