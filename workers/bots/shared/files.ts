import type { Telegram } from 'telegraf';

/** The Bot API serves files of at most 20 MB to bots (getFile). */
export const BOT_API_FILE_LIMIT_MB = 20;
const LIMIT_BYTES = BOT_API_FILE_LIMIT_MB * 1024 * 1024;

export type FetchedFile = { ok: true; bytes: Buffer; path: string } | { ok: false; reason: 'too_big' };

/**
 * Downloads a file a user sent. The size Telegram reported with the message is checked first,
 * then the one getFile gives (it may differ, or the message may not say): a bigger file is
 * refused before a byte is fetched, with the reason for the bot to explain.
 */
export async function fetchTelegramFile(client: Telegram, fileId: string, reportedSize: number | undefined): Promise<FetchedFile> {
  if (reportedSize !== undefined && reportedSize > LIMIT_BYTES) return { ok: false, reason: 'too_big' };
  const file = await client.getFile(fileId);
  if ((file.file_size ?? 0) > LIMIT_BYTES || !file.file_path) return { ok: false, reason: 'too_big' };
  const url = await client.getFileLink(file);
  const response = await fetch(url, { signal: AbortSignal.timeout(60_000) });
  if (!response.ok) throw new Error(`Telegram file download failed: HTTP ${response.status}`);
  return { ok: true, bytes: Buffer.from(await response.arrayBuffer()), path: file.file_path };
}
