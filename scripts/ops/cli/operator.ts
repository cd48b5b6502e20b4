import { randomUUID } from 'node:crypto';
import { recordAuditEvent } from '../../../core/domain/audit/record-audit-event.ts';
import { User, type Role } from '../../../db/index.ts';
import { CliError, exitCodes } from './errors.ts';

export interface Operator {
  id: string;
  email: string;
  role: Role;
}

/**
 * The person running a command, by e-mail (--as or OPS_OPERATOR), checked against users.role
 * like the console's gate: a user without the role is refused (exit 3) and the refusal audited.
 */
export async function resolveOperator(command: string, email: string | undefined, allowed: readonly Role[]): Promise<Operator> {
  if (!email) throw new CliError('Say who is running this: --as <your e-mail> or OPS_OPERATOR=<your e-mail> (an operator or admin account).');
  const user = await User.query().whereRaw('lower(email) = ?', [email.trim().toLowerCase()]).first();
  if (!user) throw new CliError(`No account with the e-mail ${email}: sign in to the console once, then ask an admin for the operator role.`, exitCodes.forbidden);
  if (!allowed.includes(user.role)) {
    await recordAuditEvent({
      eventKey: `cli:forbidden:${randomUUID()}`,
      action: 'admin.forbidden',
      actorId: user.id,
      userId: null,
      details: { command, via: 'cli' },
      occurredAt: new Date(),
    });
    throw new CliError(`${email} has the role "${user.role}"; ${command} needs ${allowed.join(' or ')}. The attempt was recorded in the audit log.`, exitCodes.forbidden);
  }
  return { id: user.id, email: user.email, role: user.role };
}
