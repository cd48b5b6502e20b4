import type { Knex } from 'knex';
import { sandboxDemoUsers } from './sandbox-demo-users.ts';

export type DatabaseKind = 'sandbox' | 'production';

export class NotASandboxDatabaseError extends Error {
  override readonly name = 'NotASandboxDatabaseError';
}

/** The kind written in the database, or null when it was never marked (counts as production). */
export async function databaseKind(knex: Knex): Promise<DatabaseKind | null> {
  const row = await knex<{ id: number; kind: DatabaseKind }>('deployment').where({ id: 1 }).first('kind');
  return row?.kind ?? null;
}

/** Writes the kind once; a database already marked keeps its kind. Answers the kind it has. */
export async function markDatabaseKind(knex: Knex, kind: DatabaseKind): Promise<DatabaseKind> {
  await knex('deployment').insert({ id: 1, kind }).onConflict('id').ignore();
  return (await databaseKind(knex))!;
}

/**
 * Marks the database as a sandbox one, unless it is marked production or a real person has
 * signed in to it (a user who is not one of the demo accounts): that database is somebody's
 * data, and the demo seed would hand its admin role to anyone at the fake consent page.
 */
export async function markSandboxDatabase(knex: Knex): Promise<void> {
  const kind = await databaseKind(knex);
  if (kind === 'production') throw new NotASandboxDatabaseError('This database is marked production: sandbox data is never written to it');
  if (kind === 'sandbox') return;
  const real = await knex<{ google_id: string; email: string }>('users').whereNotIn('google_id', sandboxDemoUsers.map((u) => u.googleId)).first('email');
  if (real) throw new NotASandboxDatabaseError('This database holds real users: it is not a sandbox database and is left unmarked');
  await markDatabaseKind(knex, 'sandbox');
}

export async function assertSandboxDatabase(knex: Knex): Promise<void> {
  const kind = await databaseKind(knex);
  if (kind !== 'sandbox') {
    throw new NotASandboxDatabaseError(`Refusing to seed demo users: this database is ${kind === null ? 'not marked as a sandbox one' : `marked ${kind}`}`);
  }
}
