import type { Context } from 'koa';
import type { Readable } from 'node:stream';

/** Sends a CSV as a download; filename* carries a Cyrillic name, filename an ASCII fallback (RFC 6266). */
export function sendCsv(ctx: Context, fileName: string, body: Readable): void {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  ctx.set('Content-Type', 'text/csv; charset=utf-8');
  ctx.set('Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`);
  ctx.set('Cache-Control', 'no-store');
  ctx.body = body;
}
