import { setUserRoleByEmail } from '../../core/domain/operations/roles/set-user-role.ts';
import { AppError } from '../../core/errors.ts';
import { User, type Role } from '../../db/index.ts';
import { CliError, exitCodes, helpText, runCommand, type CommandContext, type CommandOutcome, type CommandSpec } from './cli/index.ts';

async function change(ctx: CommandContext, role: Role): Promise<CommandOutcome> {
  const email = ctx.string('email');
  if (!email) throw new CliError('Name the account: roles grant <email> --role operator, or roles revoke <email>');
  const actor = await User.query().findById(ctx.operator.id);
  if (!actor) throw new CliError('Your account is gone');
  const before = await User.query().whereRaw('lower(email) = ?', [email.trim().toLowerCase()]).first();
  if (ctx.dryRun) return { summary: [`would set the role of ${email} from ${before?.role ?? '(no such account)'} to ${role} (dry run: nothing changed)`], failed: 0 };
  try {
    const { user, from } = await setUserRoleByEmail(actor, email, role);
    const what = from === role ? `${user.email} already has the role ${role}: nothing changed` : `${user.email}: ${from} -> ${role} (audited)`;
    return { summary: [what], failed: 0, json: { user, from } };
  } catch (err) {
    if (err instanceof AppError) throw new CliError(err.message, exitCodes.failed);
    throw err;
  }
}

const email = { type: 'string', placeholder: '<email>', description: 'the account (also the first argument)' } as const;

export const rolesGrant: CommandSpec = {
  name: 'ops:roles:grant',
  summary: 'Give an account the operator (or admin) role. Admins only; audited as user.role_changed. The account signs in to the console once first.',
  options: { email, role: { type: 'string', placeholder: '<operator|admin>', description: 'the role to give (default operator)' } },
  examples: ['npm run ops:roles:grant -- anna@example.com --role operator --as admin@example.com'],
  acts: true,
  roles: ['admin'],
  run(ctx) {
    const role = ctx.string('role') ?? 'operator';
    if (role !== 'operator' && role !== 'admin') throw new CliError('--role takes operator or admin');
    return change(ctx, role);
  },
};

export const rolesRevoke: CommandSpec = {
  name: 'ops:roles:revoke',
  summary: "Take an account's operator or admin role away (it becomes a plain user). Admins only; audited; the last admin is never revoked, and nobody revokes themselves.",
  options: { email },
  examples: ['npm run ops:roles:revoke -- anna@example.com --as admin@example.com'],
  acts: true,
  roles: ['admin'],
  run: (ctx) => change(ctx, 'user'),
};

/** `roles.ts grant <email> [options]` / `roles.ts revoke <email> [options]`: the e-mail may come first, as people type it. */
export async function runRoles(argv: string[]): Promise<number> {
  const [verb, ...rest] = argv;
  const spec = verb === 'grant' ? rolesGrant : verb === 'revoke' ? rolesRevoke : null;
  if (!spec) {
    process.stderr.write(`Usage: roles grant <email> --role operator|admin, or roles revoke <email>\n\n${helpText(rolesGrant)}\n\n${helpText(rolesRevoke)}\n`);
    return verb === '--help' || verb === '-h' ? exitCodes.ok : exitCodes.usage;
  }
  const args = rest[0] && !rest[0].startsWith('-') ? ['--email', rest[0], ...rest.slice(1)] : rest;
  return runCommand(spec, args);
}

if (import.meta.main) process.exitCode = await runRoles(process.argv.slice(2));
