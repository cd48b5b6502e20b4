import type { TelegramBot, TelegramUpdate as Update } from '../../../contracts/telegram.ts';
import { UPDATE_KINDS } from '../../../contracts/telegram.ts';
import { TelegramUpdate, type TelegramUpdateOutcome } from '../../../db/index.ts';

/** The kind of an update (message, callback_query, ...) and its chat, for the record and the logs. */
export function describeUpdate(update: Update): { kind: string; chatId: number | null } {
  const kind = UPDATE_KINDS.find((k) => update[k] !== undefined) ?? (Object.keys(update).find((key) => key !== 'update_id') || 'empty');
  const chatId = update.message?.chat.id ?? update.edited_message?.chat.id ?? update.channel_post?.chat.id ?? update.edited_channel_post?.chat.id ?? update.my_chat_member?.chat.id ?? update.chat_member?.chat.id ?? null;
  return { kind, chatId };
}

/** Whether a bot already finished with this update (handled, skipped or failed for good). */
export async function updateFinished(bot: TelegramBot, updateId: number): Promise<boolean> {
  return (await TelegramUpdate.query().findById([bot, updateId])) !== undefined;
}

/** Records the end of an update's handling; the first record stands. */
export async function recordUpdate(bot: TelegramBot, update: Update, outcome: TelegramUpdateOutcome, detail: string | null): Promise<void> {
  const { kind, chatId } = describeUpdate(update);
  await TelegramUpdate.query()
    .insert({ bot, updateId: update.update_id, kind: kind.slice(0, 40), chatId, outcome, detail: detail?.slice(0, 2000) ?? null })
    .onConflict(['bot', 'update_id'])
    .ignore();
}

/** Records older than this are gone: Telegram stops redelivering an update within a day. */
export async function pruneUpdateRecords(olderThanDays = 7): Promise<number> {
  return TelegramUpdate.query().where('handled_at', '<', new Date(Date.now() - olderThanDays * 86_400_000)).delete();
}
