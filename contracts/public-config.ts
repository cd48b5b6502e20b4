import { z } from 'zod';

/**
 * The operator pages the web process serves behind an operator's session (never published
 * elsewhere): Bull Board (read-only), and the Temporal UI's entry. The UI itself is served on
 * an origin of its own under the same path (TEMPORAL_UI_PUBLIC_URL); this path on the console's
 * origin hands an operator over to it.
 */
export const OPERATOR_PAGES = { bullBoard: '/admin/queues', temporalUi: '/admin/temporal' } as const;

/** GET /api/public-config: what the console needs to know about this deployment. */
export const publicConfigSchema = z.object({
  sandbox: z.boolean(),
  /** Origin of the API (and console); the YouTube guide builds the OAuth callback URL from it. */
  apiBaseUrl: z.string(),
  bullBoardPath: z.string(),
  temporalUiPath: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
