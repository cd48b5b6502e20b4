import type { Context } from 'koa';
import { readMultipart as readBody, UploadTooLarge, type Multipart, type UploadedFile } from '../../core/http/multipart.ts';

export { UploadTooLarge, type Multipart, type UploadedFile };

/** What a file upload may weigh here: above Telegram's 20 MB for bots, so that limit can be tried. */
export const UPLOAD_LIMIT_BYTES = 25 * 1024 * 1024;

/** A multipart/form-data body of the fakes (telegraf's uploads, the chat page's files). */
export const readMultipart = (ctx: Context): Promise<Multipart> => readBody(ctx.req, { fileBytes: UPLOAD_LIMIT_BYTES, files: 4 });
