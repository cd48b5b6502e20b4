import type { TelegramBot } from '../../contracts/telegram.ts';
import { SANDBOX_TELEGRAM_PATH } from '../../core/clients/telegram/bots.ts';
import { serveFakes } from '../serve.ts';
import { storeFile, type AttachmentKind } from './bot-messages.ts';
import { sandboxTelegram, type SandboxTelegramOptions } from './routes.ts';
import type { CallbackAnswer, SentRecord, StoredMessage } from './store.ts';

export interface RunningSandboxTelegram {
  /** telegraf's apiRoot (TELEGRAM_API_URL) for this fake. */
  apiRoot: string;
  origin: string;
  /** Every message a bot sent that the fake took, in order. */
  sent(bot: TelegramBot): SentRecord[];
  /** Every answer the bot gave to a button press (answerCallbackQuery), in order. */
  callbackAnswers(bot: TelegramBot): CallbackAnswer[];
  /** A chat as the fake keeps it (both sides, chat actions included). */
  chat(bot: TelegramBot, chatId: number): StoredMessage[];
  /** 429s answered so far. */
  rateLimited(): number;
  /** Keeps a file as if a user had sent it, for an update a test builds itself: its file_id for getFile. */
  putFile(kind: AttachmentKind, name: string, mimeType: string, bytes: Buffer): { fileId: string; uniqueId: string; size: number };
  close(): Promise<void>;
}

/**
 * The sandbox's fake Bot API on a free port of its own: for tests whose worker must send
 * through telegraf, and for the benchmark, whose processes run without the sandbox.
 */
export async function startSandboxTelegram(options: Omit<SandboxTelegramOptions, 'prefix'>): Promise<RunningSandboxTelegram> {
  const { router, store } = sandboxTelegram({ ...options, prefix: SANDBOX_TELEGRAM_PATH });
  const served = await serveFakes([router]);
  const state = (bot: TelegramBot) => {
    const found = store.byName.get(bot);
    if (!found) throw new Error(`The fake runs no ${bot} bot`);
    return found;
  };
  return {
    // With its trailing slash: telegraf resolves ./bot<token>/<method> against it.
    apiRoot: `${served.origin}${SANDBOX_TELEGRAM_PATH}/`,
    origin: served.origin,
    sent: (bot) => state(bot).sent,
    callbackAnswers: (bot) => state(bot).callbackAnswers,
    chat: (bot, chatId) => state(bot).chat(chatId),
    rateLimited: () => store.rateLimited,
    putFile(kind, name, mimeType, bytes) {
      const file = storeFile(store, kind, name, mimeType, bytes);
      return { fileId: file.fileId, uniqueId: file.uniqueId, size: bytes.length };
    },
    close: served.close,
  };
}
