import { fileTypeFromBuffer } from 'file-type';
import { HOMEWORK_LIMITS, isSubmissionFileType, type SubmissionFileType } from '../../../contracts/homework.ts';

export type FileCheck = { ok: true; fileType: SubmissionFileType } | { ok: false; reason: 'too_big' | 'type' | 'empty' };

const TEXT_TYPES: Record<string, SubmissionFileType> = { txt: 'text/plain', md: 'text/markdown', markdown: 'text/markdown', csv: 'text/csv' };

/** Valid UTF-8 without NUL bytes: what a text file is. */
function isText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * What a submitted file really is, from its bytes rather than the name or type the sender gave:
 * a picture or PDF by its signature (file-type), a text file by being UTF-8 text with a text
 * extension or a declared text type. Anything else, or anything over the size limit, is refused.
 */
export async function checkSubmissionFile(file: { name: string; declaredType: string | null; bytes: Buffer }): Promise<FileCheck> {
  if (file.bytes.length === 0) return { ok: false, reason: 'empty' };
  if (file.bytes.length > HOMEWORK_LIMITS.fileMaxBytes) return { ok: false, reason: 'too_big' };
  const sniffed = await fileTypeFromBuffer(file.bytes);
  if (sniffed) return isSubmissionFileType(sniffed.mime) ? { ok: true, fileType: sniffed.mime } : { ok: false, reason: 'type' };
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const declared = file.declaredType?.split(';')[0]?.trim().toLowerCase() ?? '';
  const textType = TEXT_TYPES[extension] ?? (declared.startsWith('text/') && isSubmissionFileType(declared) ? declared : undefined);
  if (textType && isText(file.bytes)) return { ok: true, fileType: textType };
  return { ok: false, reason: 'type' };
}
