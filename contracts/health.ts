import { z } from 'zod';

export const dependencyCheckSchema = z.object({
  ok: z.boolean(),
  latencyMs: z.number(),
  error: z.string().optional(),
});

/** GET /api/health: 200 when every dependency answers, 503 otherwise. */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  checks: z.object({ postgres: dependencyCheckSchema, redis: dependencyCheckSchema, temporal: dependencyCheckSchema }),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
