import type { Knex } from 'knex';
import { assertSandboxDatabase } from '../deployment.ts';
import { sandboxDemoUsers } from '../sandbox-demo-users.ts';

/** Sandbox demo accounts with their roles; re-running keeps existing rows and their data. */
export async function seed(knex: Knex): Promise<void> {
  // The demo admin can be picked by anyone at the fake consent page: sandbox databases only.
  await assertSandboxDatabase(knex);
  for (const demo of sandboxDemoUsers) {
    await knex('users')
      .insert({ google_id: demo.googleId, email: demo.email, name: demo.name, role: demo.role })
      .onConflict('google_id')
      .merge(['role']);
  }
}
