import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';

export interface UploadedFile {
  field: string;
  name: string;
  /** As the sender declared it: check the bytes before trusting it. */
  mimeType: string;
  bytes: Buffer;
}

export interface Multipart {
  fields: Record<string, string>;
  files: UploadedFile[];
}

export interface MultipartLimits {
  fileBytes: number;
  files: number;
  fields?: number;
}

/** A file over the byte limit, or more files than allowed. */
export class UploadTooLarge extends Error {
  override readonly name = 'UploadTooLarge';
}

/**
 * A multipart/form-data body (the JSON body parser leaves these unread), files kept in memory up
 * to the limits. A file over the limit, or one file too many, rejects the whole body: nothing of
 * it is kept.
 */
export function readMultipart(req: IncomingMessage, limits: MultipartLimits): Promise<Multipart> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const files: UploadedFile[] = [];
    let tooLarge: string | null = null;
    // File names as UTF-8, as browsers send them (busboy's default, latin1, garbles a Cyrillic name).
    const parser = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { fileSize: limits.fileBytes, files: limits.files, fields: limits.fields ?? 50 } });
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('filesLimit', () => {
      tooLarge = `At most ${limits.files} files may be sent at once`;
    });
    parser.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        tooLarge = `${info.filename || field} is over ${Math.round(limits.fileBytes / 1024 / 1024)} MB`;
      });
      stream.on('end', () => {
        files.push({ field, name: info.filename || field, mimeType: info.mimeType, bytes: Buffer.concat(chunks) });
      });
    });
    parser.on('error', reject);
    parser.on('close', () => (tooLarge ? reject(new UploadTooLarge(tooLarge)) : resolve({ fields, files })));
    req.pipe(parser);
  });
}
