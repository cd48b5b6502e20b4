import type { PublicUser } from '../../../contracts/auth.ts';
import type { User } from '../../../db/index.ts';

export const toPublicUser = (user: User): PublicUser => ({
  id: user.id,
  name: user.name,
  email: user.email,
  avatar: user.avatarUrl,
  role: user.role,
});
