import { z } from 'zod';
import { User } from '../../../db/index.ts';

/** What a Google profile must carry for an account; anything else is refused. */
export const googleProfileSchema = z.object({
  googleId: z.string().min(1).max(64),
  email: z.email().max(320),
  emailVerified: z.boolean(),
  name: z.string().max(200),
  avatarUrl: z.url().max(2000).nullable(),
});
export type GoogleProfile = z.infer<typeof googleProfileSchema>;

/**
 * Creates the user on first sign-in (`created` is true on a user's first sign-in) and refreshes name, e-mail and avatar afterwards. A new
 * user whose e-mail is listed in ADMIN_EMAILS starts as admin; roles never change here later.
 */
export async function upsertGoogleUser(profile: GoogleProfile, adminEmails: readonly string[]) {
  const email = profile.email.toLowerCase();
  const name = profile.name.trim() || email.split('@')[0] || email;
  const role = adminEmails.includes(email) ? 'admin' : 'user';
  const now = new Date().toISOString();
  // "First" means never signed in before, not "row just inserted": seeded and invited users
  // exist before their first sign-in and must be onboarded too. The CTE reads the old row.
  const result = await User.knex().raw<{ rows: Array<{ id: string; first: boolean }> }>(
    `with previous as (select last_sign_in_at from users where google_id = ?)
     insert into users (google_id, email, name, avatar_url, role, last_sign_in_at)
     values (?, ?, ?, ?, ?, ?)
     on conflict (google_id) do update
       set email = excluded.email, name = excluded.name, avatar_url = excluded.avatar_url,
           last_sign_in_at = excluded.last_sign_in_at, updated_at = now()
     returning id, (select last_sign_in_at from previous) is null as first`,
    [profile.googleId, profile.googleId, email, name, profile.avatarUrl, role, now],
  );
  const row = result.rows[0];
  if (!row) throw new Error('upsert returned no row');
  const user = await User.query().findById(row.id);
  if (!user) throw new Error('user vanished after upsert');
  return { user, created: row.first };
}
