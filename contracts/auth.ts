import { z } from 'zod';

export const roleSchema = z.enum(['user', 'operator', 'admin']);
export type Role = z.infer<typeof roleSchema>;

export const publicUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.email(),
  avatar: z.string().nullable(),
  role: roleSchema,
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** GET /api/auth/me */
export const meResponseSchema = z.object({ user: publicUserSchema });

/** POST /api/auth/refresh */
export const refreshResponseSchema = z.object({ token: z.string() });

/** POST /api/auth/logout */
export const logoutResponseSchema = z.object({ success: z.literal(true) });

/** Codes the console may find in `?authError=` after a failed sign-in. */
export const signInErrorCodes = ['access_denied', 'invalid_state', 'email_unverified', 'sign_in_failed'] as const;
export type SignInErrorCode = (typeof signInErrorCodes)[number];
