import type { Role } from '../../../../contracts/auth.ts';
import type { MessageKey } from '../../i18n/types';

/** Choices for role inputs and fields; react-admin translates the names. */
export const roleChoices: { id: Role; name: MessageKey }[] = [
  { id: 'user', name: 'roles.user' },
  { id: 'operator', name: 'roles.operator' },
  { id: 'admin', name: 'roles.admin' },
];
