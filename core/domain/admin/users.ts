import type { AdminUser } from '../../../contracts/admin.ts';
import { User, type Role } from '../../../db/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { recordAuditEvent } from '../audit/record-audit-event.ts';

const columns = { createdAt: 'created_at', name: 'name', email: 'email', role: 'role', lastSignInAt: 'last_sign_in_at' } as const;

export const toAdminUser = (u: User): AdminUser => ({
  id: u.id,
  name: u.name,
  email: u.email,
  avatar: u.avatarUrl,
  role: u.role,
  createdAt: new Date(u.createdAt).toISOString(),
  lastSignInAt: u.lastSignInAt ? new Date(u.lastSignInAt).toISOString() : null,
});

export interface UserListQuery {
  range: [number, number];
  sort: [keyof typeof columns, 'ASC' | 'DESC'];
  filter?: { q?: string | undefined; role?: Role | undefined; id?: string[] | undefined } | undefined;
}

export async function listUsers({ range, sort, filter }: UserListQuery): Promise<{ rows: AdminUser[]; total: number }> {
  const query = User.query();
  if (filter?.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    void query.where((w) => void w.whereILike('name', like).orWhereILike('email', like));
  }
  if (filter?.role) void query.where('role', filter.role);
  if (filter?.id) void query.whereIn('id', filter.id);
  const [start, end] = range;
  const { results, total } = await query
    .orderBy(columns[sort[0]], sort[1].toLowerCase() as 'asc' | 'desc')
    .orderBy('id')
    .range(start, end);
  return { rows: results.map(toAdminUser), total };
}

export async function getUser(id: string): Promise<AdminUser> {
  const user = await User.query().findById(id);
  if (!user) throw notFound('User');
  return toAdminUser(user);
}

/** Admins change roles; nobody changes their own, so the last admin cannot lock everyone out. */
export async function changeUserRole(actor: User, id: string, role: Role, meta: { ip: string | null; userAgent: string | null }): Promise<AdminUser> {
  const user = await User.query().findById(id);
  if (!user) throw notFound('User');
  if (user.id === actor.id && role !== user.role) throw new AppError('conflict', 'You cannot change your own role');
  if (user.role !== role) {
    // The change and its audit event, together or not at all; conditional on the role read, so
    // two admins changing it at once record one change each from what each saw.
    await User.transaction(async (trx) => {
      const changed = await User.query(trx).findById(id).where('role', user.role).patch({ role, updatedAt: new Date() });
      if (!changed) throw new AppError('conflict', 'The role was changed meanwhile: reload and try again');
      await recordAuditEvent(
        {
          eventKey: `role-change:${id}:${Date.now()}:${actor.id}`,
          action: 'user.role_changed',
          actorId: actor.id,
          userId: id,
          details: { from: user.role, to: role },
          ...meta,
          occurredAt: new Date(),
        },
        trx,
      );
    });
  }
  return getUser(id);
}
