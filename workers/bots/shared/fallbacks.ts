import { Composer } from 'telegraf';
import type { Message } from 'telegraf/types';
import type { BotContext } from './context.ts';
import { BOT_API_FILE_LIMIT_MB, fetchTelegramFile } from './files.ts';
import { commandList } from './texts.ts';

type FileKind = 'voice' | 'photo' | 'document' | 'audio';

/** The file a message carries (the largest size of a photo), if any. */
function fileOf(message: Message): { kind: FileKind; fileId: string; size: number | undefined } | null {
  if ('voice' in message) return { kind: 'voice', fileId: message.voice.file_id, size: message.voice.file_size };
  if ('audio' in message) return { kind: 'audio', fileId: message.audio.file_id, size: message.audio.file_size };
  if ('document' in message) return { kind: 'document', fileId: message.document.file_id, size: message.document.file_size };
  if ('photo' in message) {
    const largest = message.photo.at(-1);
    return largest ? { kind: 'photo', fileId: largest.file_id, size: largest.file_size } : null;
  }
  return null;
}

/**
 * What is left after the bot's own handlers: /help, an unknown command, an unlinked chat, a
 * file (fetched with the 20 MB check), a message the bots cannot read (a sticker, a location),
 * and the kinds of update no bot acts on (an edit, a member change), recorded as skipped so
 * nothing retries them.
 */
export const fallbacks = new Composer<BotContext>();

fallbacks.help(async (ctx) => {
  const { profile } = ctx.services;
  await ctx.say(`${profile.about[ctx.locale]}\n\n${commandList(profile, ctx.locale)}`);
});

fallbacks.on('message', async (ctx) => {
  const { message } = ctx;
  const texts = ctx.texts;
  if ('text' in message && message.text.startsWith('/')) {
    return ctx.say({ text: texts.unknownCommand(message.text.split(/[\s@]/)[0] ?? message.text, commandList(ctx.services.profile, ctx.locale)) });
  }
  if (!ctx.link) return ctx.say(`${texts.linkFirst} ${texts.howToLink(ctx.services.profile.consolePath)}`);
  const file = fileOf(message);
  if (file) {
    const client = ctx.services.telegram.clients[ctx.services.bot];
    if (!client) throw new Error(`No client for the ${ctx.services.bot} bot`);
    const fetched = await fetchTelegramFile(client, file.fileId, file.size);
    if (!fetched.ok) return ctx.say(texts.fileTooBig(BOT_API_FILE_LIMIT_MB));
    return ctx.say(texts.received(texts.what[file.kind]));
  }
  if ('text' in message) return ctx.say(texts.received(texts.what.text));
  ctx.skip(`unsupported message: ${Object.keys(message).filter((key) => !['message_id', 'from', 'chat', 'date'].includes(key)).join(', ')}`);
  return ctx.say(texts.unsupported);
});

fallbacks.use((ctx) => {
  ctx.skip(`no handler for a ${Object.keys(ctx.update).filter((key) => key !== 'update_id').join(', ') || 'empty'} update`);
});
