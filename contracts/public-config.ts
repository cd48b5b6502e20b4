import { z } from 'zod';

/** GET /api/public-config: what the console needs to know about this deployment. */
export const publicConfigSchema = z.object({
  sandbox: z.boolean(),
  /** Origin of the API (and console); the YouTube guide builds the OAuth callback URL from it. */
  apiBaseUrl: z.string(),
  temporalUiUrl: z.string(),
  bullBoardPath: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
