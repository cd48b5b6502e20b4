import { describe, expect, it } from 'vitest';
import { lastAdminRefusal } from './set-user-role.ts';

describe('lastAdminRefusal', () => {
  const admin = { email: 'a@example.com', role: 'admin' as const };
  it('refuses to take the role of the only admin', () => {
    expect(lastAdminRefusal(admin, 'user', 1)?.message).toBe('a@example.com is the last admin: make someone else admin first');
    expect(lastAdminRefusal(admin, 'operator', 1)?.status).toBe(409);
  });
  it('lets an admin go when another stays, and never stands in the way of other changes', () => {
    expect(lastAdminRefusal(admin, 'user', 2)).toBeNull();
    expect(lastAdminRefusal(admin, 'admin', 1)).toBeNull();
    expect(lastAdminRefusal({ email: 'o@example.com', role: 'operator' }, 'user', 1)).toBeNull();
  });
});
