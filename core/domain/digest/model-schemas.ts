import { z } from 'zod';

/**
 * What the digest asks the model for, as structured outputs. The sandbox's fake OpenAI answers
 * each by its format name (sandbox/openai/digest.ts), checked against these same schemas.
 */
export const STORY_SUMMARIES_FORMAT = 'digest_story_summaries';
export const storySummariesSchema = z.object({
  summaries: z.array(z.object({ story: z.number().int(), summary: z.string() })),
});

export const DIGEST_SELECTION_FORMAT = 'digest_selection';
export const digestSelectionSchema = z.object({
  items: z.array(
    z.object({
      story: z.number().int(),
      /** Worth a notification on its own: onlyImportant digests send only these. */
      important: z.boolean(),
      /** One or two sentences for this reader, in their language. */
      text: z.string(),
    }),
  ),
});
export type DigestSelection = z.infer<typeof digestSelectionSchema>;
