import busboy from 'busboy';
import type { Context } from 'koa';

export interface UploadedFile {
  field: string;
  name: string;
  mimeType: string;
  bytes: Buffer;
}

export interface Multipart {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/** What a file upload may weigh here: above Telegram's 20 MB for bots, so that limit can be tried. */
export const UPLOAD_LIMIT_BYTES = 25 * 1024 * 1024;

export class UploadTooLarge extends Error {}

/**
 * A multipart/form-data body (telegraf's uploads, the chat page's files): the web process's
 * body parser leaves these unread. Files are kept in memory up to UPLOAD_LIMIT_BYTES.
 */
export function readMultipart(ctx: Context): Promise<Multipart> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const files: UploadedFile[] = [];
    let tooLarge = false;
    const parser = busboy({ headers: ctx.req.headers, limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 4, fields: 50 } });
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        tooLarge = true;
      });
      stream.on('end', () => {
        files.push({ field, name: info.filename || field, mimeType: info.mimeType, bytes: Buffer.concat(chunks) });
      });
    });
    parser.on('error', reject);
    parser.on('close', () => (tooLarge ? reject(new UploadTooLarge(`A file is over ${UPLOAD_LIMIT_BYTES / 1024 / 1024} MB`)) : resolve({ fields, files })));
    ctx.req.pipe(parser);
  });
}
