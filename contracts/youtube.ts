import { z } from 'zod';

/** Spec 3: the variables a prompt template may use. */
export const promptVariables = ['{videoTitle}', '{tone}', '{maxLength}', '{language}'] as const;

const nonBlank = (field: string, max: number) => z.string().trim().min(1, `${field} must not be blank`).max(max, `${field} is at most ${max} characters`);

/**
 * A YouTube video or channel id in a path: video ids are 11 characters, channel ids 24, both of
 * letters, digits, '-' and '_'; anything else cannot exist (400 rather than a call to YouTube).
 */
export const youtubeIdSchema = (what: 'video' | 'channel') => z.string().regex(/^[A-Za-z0-9_-]{6,64}$/, `not a YouTube ${what} id`);

/** POST /api/youtube/prompts and PUT /api/youtube/prompts/{id} (spec 5: both non-blank after trimming). */
export const promptInputSchema = z
  .object({
    name: nonBlank('name', 120),
    prompt: nonBlank('prompt', 4000),
    isDefault: z.boolean().optional().default(false),
  })
  .strict();
export type PromptInput = z.infer<typeof promptInputSchema>;

export const promptSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  prompt: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PromptTemplate = z.infer<typeof promptSchema>;

export const promptListResponseSchema = z.object({ prompts: z.array(promptSchema) });
export const promptResponseSchema = z.object({ prompt: promptSchema });

/** POST /api/users/youtube-credentials: all three required, no format check (spec 5). */
export const youtubeCredentialsSchema = z
  .object({
    apiKey: nonBlank('apiKey', 200),
    clientId: nonBlank('clientId', 300),
    clientSecret: nonBlank('clientSecret', 300),
  })
  .strict();
export type YoutubeCredentialsInput = z.infer<typeof youtubeCredentialsSchema>;

export const youtubeCredentialsStatusSchema = z.object({ hasCredentials: z.boolean() });
