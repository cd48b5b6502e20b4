import { z } from 'zod';

/** What a failed check says to anyone but an operator or admin (the detail goes to the log). */
export const HIDDEN_CHECK_ERROR = 'unavailable';

export const dependencyCheckSchema = z.object({
  ok: z.boolean(),
  latencyMs: z.number(),
  /** Only on a failed check: the dependency's own message for operators and admins, `unavailable` for anyone else. */
  error: z.string().optional(),
});
export type DependencyCheck = z.infer<typeof dependencyCheckSchema>;

/**
 * GET /api/health and GET /api/health/ready (readiness, for a load balancer): 200 when every
 * dependency answers, 503 otherwise.
 */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  checks: z.object({ postgres: dependencyCheckSchema, redis: dependencyCheckSchema, temporal: dependencyCheckSchema }),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/**
 * GET /api/health/live (liveness, for a supervisor's restart decision): 200 whenever the process
 * runs and its event loop answers; touches no dependency, so an outage of one never restarts it.
 */
export const livenessResponseSchema = z.object({
  status: z.literal('ok'),
  uptimeSeconds: z.number(),
});
export type LivenessResponse = z.infer<typeof livenessResponseSchema>;
