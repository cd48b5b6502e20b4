import { bodyParser } from '@koa/bodyparser';
import type { Context } from 'koa';
import { AppError } from '../../core/errors.ts';

/**
 * For a route that reads its JSON body itself, once it has checked who is sending it (the
 * Telegram webhook's secret): until then not a byte of the body is read. The same rules as the
 * app's own parser (api/app.ts): JSON only, strict, within `limit` (413 beyond it).
 */
export function jsonBodyReader(limit: string): (ctx: Context) => Promise<void> {
  const parse = bodyParser({ enableTypes: ['json'], jsonLimit: limit, jsonStrict: true, parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'] });
  return async (ctx) => {
    const hasBody = ctx.request.length > 0 || ctx.get('transfer-encoding') !== '';
    if (hasBody && !ctx.is('application/json')) throw new AppError('unsupported_media_type', 'Send the request body as application/json');
    await parse(ctx, async () => {});
  };
}
