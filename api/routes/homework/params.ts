import type { Context } from 'koa';
import { z } from 'zod';
import { homeworkIdSchema } from '../../../contracts/homework.ts';
import type { Actor } from '../../../core/domain/homework/courses.ts';
import { currentUser } from '../../middleware/authenticate.ts';
import { parseParams } from '../../middleware/validate.ts';

/** A path's ids, each a uuid: anything else is a 400 naming it, not a lookup. */
export const idOf = (ctx: Context, name = 'id'): string => parseParams(ctx.params as Record<string, string>, z.object({ [name]: homeworkIdSchema(name) }).loose())[name] as string;

export const actorOf = (ctx: Context): Actor => ({ userId: currentUser(ctx).id, ip: ctx.ip || null, userAgent: ctx.get('user-agent') || null });

/** A client's Idempotency-Key header (any printable token up to 100 characters), or null. */
export function idempotencyKeyOf(ctx: Context): string | null {
  const key = ctx.get('idempotency-key').trim();
  return /^[\x21-\x7e]{1,100}$/.test(key) ? key : null;
}

/** ?archived=true|false (spec 7); anything else is refused by name. */
export const archivedQuery = z.object({ archived: z.enum(['true', 'false'], 'archived must be true or false').optional() }).loose();
