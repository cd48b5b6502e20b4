import type { Role } from '../../../contracts/auth.ts';

/** Operator resources and who may do what there; the API enforces the same rules. */
const operatorResources = new Set(['admin/users', 'admin/subscriptions', 'admin/payments']);
const readActions = new Set(['list', 'show']);

export function canAccess(role: Role | undefined, resource: string | undefined, action: string): boolean {
  if (resource === undefined || !operatorResources.has(resource)) return true;
  if (role === 'admin') return action === 'list' || action === 'show' || action === 'edit';
  if (role === 'operator') return readActions.has(action);
  return false;
}
