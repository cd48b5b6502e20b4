import { z } from 'zod';

/**
 * RevenueCat API v2 answers, as far as we read them (https://www.revenuecat.com/docs/api-v2):
 * unknown fields are kept, so a field RevenueCat adds never breaks a read.
 */

/** GET /v2/projects: `{ object: 'list', items: [{ object: 'project', id, name, created_at }], next_page, url }`. */
export const projectListSchema = z
  .object({
    items: z.array(z.object({ id: z.string().min(1), name: z.string() }).loose()),
  })
  .loose();

/**
 * A point of a chart: `{ cohort, measure, value, incomplete }` where `cohort` is the bucket's
 * start in Unix seconds and `measure` indexes `measures` (and `segment` indexes `segments` when
 * a segment was asked). Some answers have been seen as rows `[cohort, value of measure 0, ...]`,
 * read too.
 */
export const chartPointSchema = z.union([
  z
    .object({
      cohort: z.number(),
      value: z.number().nullable(),
      measure: z.number().int().nonnegative().optional(),
      segment: z.number().int().nonnegative().optional(),
      incomplete: z.boolean().optional(),
    })
    .loose(),
  z.array(z.number().nullable()).min(2),
]);

/** GET /v2/projects/{project_id}/charts/{chart_name}: the fields the series is made of. */
export const chartSchema = z
  .object({
    resolution: z.string().optional(),
    measures: z.array(z.object({ display_name: z.string(), unit: z.string().optional(), chartable: z.boolean().optional() }).loose()).default([]),
    segments: z.array(z.object({ is_total: z.boolean().optional() }).loose()).nullish(),
    values: z.array(chartPointSchema),
    yaxis_currency: z.string().nullish(),
  })
  .loose();
export type ChartAnswer = z.infer<typeof chartSchema>;

/** RevenueCat's error body (its 429 carries `backoff_ms`, the same as its Retry-After header, in ms). */
export const errorBodySchema = z.object({ type: z.string().optional(), message: z.string().optional(), backoff_ms: z.number().nonnegative().optional() }).loose();
