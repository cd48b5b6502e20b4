import type { Context } from 'koa';
import { ZodError, type z } from 'zod';

function parse<S extends z.ZodType>(schema: S, value: unknown, where: string): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  // The error handler names the part of the request that was wrong.
  throw Object.assign(new ZodError(result.error.issues), { where });
}

export const parseBody = <S extends z.ZodType>(ctx: Context, schema: S): z.infer<S> =>
  parse(schema, ctx.request.body ?? {}, 'body');

export const parseQuery = <S extends z.ZodType>(ctx: Context, schema: S): z.infer<S> => parse(schema, ctx.query, 'query');

export const parseParams = <S extends z.ZodType>(params: Record<string, string>, schema: S): z.infer<S> =>
  parse(schema, params, 'path');
