import type { AdminUser } from '../../../../contracts/admin.ts';
import { User, type Role } from '../../../../db/index.ts';
import { AppError } from '../../../errors.ts';
import { changeUserRole } from '../../admin/users.ts';

/** Someone must be able to grant roles afterwards: the only admin keeps the role. */
export function lastAdminRefusal(target: { email: string; role: Role }, role: Role, admins: number): AppError | null {
  return target.role === 'admin' && role !== 'admin' && admins <= 1 ? new AppError('conflict', `${target.email} is the last admin: make someone else admin first`) : null;
}

/**
 * Gives the account with this e-mail a role (the CLI's grant and revoke), through the same
 * change as the console's (audited as 'user.role_changed'; nobody changes their own role), and
 * never takes the role of the last admin.
 */
export async function setUserRoleByEmail(actor: User, email: string, role: Role): Promise<{ user: AdminUser; from: Role }> {
  const target = await User.query().whereRaw('lower(email) = ?', [email.trim().toLowerCase()]).first();
  if (!target) throw new AppError('not_found', `No account with the e-mail ${email}: they sign in to the console once first`);
  const refusal = lastAdminRefusal(target, role, await User.query().where('role', 'admin').resultSize());
  if (refusal) throw refusal;
  const user = await changeUserRole(actor, target.id, role, { ip: null, userAgent: 'ops-cli' });
  return { user, from: target.role };
}
