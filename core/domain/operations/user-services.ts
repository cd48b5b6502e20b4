import type { UserOverview } from '../../../contracts/operations.ts';
import { AnalyticsSettings, CalendarConnection, DigestAccount, UserSecret } from '../../../db/index.ts';

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

/**
 * What a user has connected, never the secrets themselves: the stored secrets by name and date
 * (their ciphertext is not even read), and each tool's connection state.
 */
export async function userServices(userId: string): Promise<UserOverview['services']> {
  const [secrets, calendar, digest, analytics] = await Promise.all([
    UserSecret.query().select('name', 'updated_at').where('user_id', userId).orderBy('name'),
    CalendarConnection.query().select('account', 'state', 'updated_at').where('user_id', userId).first(),
    DigestAccount.query().select('state', 'username', 'updated_at').where('user_id', userId).first(),
    AnalyticsSettings.query()
      .select('revenuecat_state', 'revenuecat_project', 'amplitude_state', 'amplitude_project', 'updated_at')
      .where('user_id', userId)
      .first(),
  ]);
  const services: UserOverview['services'] = secrets.map((s) => ({ service: `secret:${s.name}`, connected: true, detail: 'stored encrypted', updatedAt: iso(s.updatedAt) }));
  if (calendar) services.push({ service: 'google-calendar', connected: calendar.state === 'connected', detail: `${calendar.account} (${calendar.state})`, updatedAt: iso(calendar.updatedAt) });
  if (digest) services.push({ service: 'telegram-account', connected: digest.state === 'connected', detail: digest.username ? `@${digest.username} (${digest.state})` : digest.state, updatedAt: iso(digest.updatedAt) });
  if (analytics) {
    for (const [service, state, project] of [
      ['revenuecat', analytics.revenuecatState, analytics.revenuecatProject],
      ['amplitude', analytics.amplitudeState, analytics.amplitudeProject],
    ] as const) {
      services.push({ service, connected: state === 'ok', detail: project ? `${project} (${state})` : String(state), updatedAt: iso(analytics.updatedAt) });
    }
  }
  return services;
}
