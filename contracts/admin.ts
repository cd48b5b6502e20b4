import { z } from 'zod';
import { roleSchema } from './auth.ts';

/** A query parameter holding JSON, as ra-data-simple-rest sends `range`, `sort` and `filter`. */
const jsonParam = <S extends z.ZodType>(schema: S) =>
  z
    .string()
    .transform((raw, ctx) => {
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);

/** The ra-data-simple-rest list contract, with the sortable fields of one resource. */
export function listQuerySchema<const S extends readonly [string, ...string[]], F extends z.ZodType>(sortable: S, filter: F) {
  return z.object({
    range: jsonParam(z.tuple([z.number().int().min(0), z.number().int().min(0)]).refine(([a, b]) => b >= a && b - a < 1000, 'at most 1000 rows, start <= end')).default([0, 24]),
    sort: jsonParam(z.tuple([z.enum(sortable), z.enum(['ASC', 'DESC'])])).default([sortable[0], 'ASC']),
    filter: jsonParam(filter).optional(),
  });
}

export const adminUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  role: roleSchema,
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListQuerySchema = listQuerySchema(
  ['createdAt', 'name', 'email', 'role', 'lastSignInAt'],
  z.object({ q: z.string().max(200).optional(), role: roleSchema.optional(), id: z.array(z.uuid()).max(1000).optional() }).strict(),
);

/** PUT /api/admin/users/:id: the console sends the whole record; only the role may change. */
export const adminUserUpdateSchema = z.object({ role: roleSchema }).loose();
