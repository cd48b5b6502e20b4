import type { Knex } from 'knex';
import { sandboxDemoUsers } from '../sandbox-demo-users.ts';

/** Sandbox demo accounts with their roles; re-running keeps existing rows and their data. */
export async function seed(knex: Knex): Promise<void> {
  for (const demo of sandboxDemoUsers) {
    await knex('users')
      .insert({ google_id: demo.googleId, email: demo.email, name: demo.name, role: demo.role })
      .onConflict('google_id')
      .merge(['role']);
  }
}
