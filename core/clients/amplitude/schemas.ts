import { z } from 'zod';

/**
 * Amplitude Dashboard REST API answers, as far as we read them
 * (https://amplitude.com/docs/apis/analytics/dashboard-rest); unknown fields are kept.
 */

/** GET /api/2/events/list: the project's event types with this week's totals. */
export const eventListSchema = z
  .object({
    data: z.array(
      z
        .object({
          value: z.string(),
          display: z.string().nullish(),
          deleted: z.boolean().optional(),
          hidden: z.boolean().optional(),
          non_active: z.boolean().optional(),
        })
        .loose(),
    ),
  })
  .loose();

/** A value of a series: a number (totals, uniques), or an object carrying one (`{ setId, value }`). */
const seriesValue = z.union([z.number(), z.object({ value: z.number().nullable() }).loose(), z.null()]);

/**
 * GET /api/2/users and GET /api/2/events/segmentation: `series` (one array per group, one value
 * per day of `xValues`, 'YYYY-MM-DD'), labelled by `seriesLabels` (segmentation: `[0]` without a
 * group by, `[[0, 'iOS'], ...]` with one) or `seriesMeta` (users). A project with no data
 * answers an empty `series`.
 */
export const seriesSchema = z
  .object({
    data: z
      .object({
        series: z.array(z.array(seriesValue)),
        seriesLabels: z.array(z.union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))])).optional(),
        xValues: z.array(z.string()),
      })
      .loose(),
  })
  .loose();
export type SeriesAnswer = z.infer<typeof seriesSchema>;
