import { z } from 'zod';

/** Every failed call answers this shape. */
export const errorBodySchema = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
