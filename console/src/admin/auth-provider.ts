import type { AuthProvider } from 'react-admin';
import type { Role } from '../../../contracts/auth.ts';
import type { Session } from '../auth/session';
import { canAccess } from './access';

/** A rejection react-admin reads as "go to / and show nothing": the shell tells the person why. */
// react-admin takes redirectTo and message from the rejection value, so it cannot be an Error.
// eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
const goHomeQuietly = () => Promise.reject({ redirectTo: '/', message: false });

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : undefined;

/**
 * react-admin's view of the same session the shell uses. A 401 reaches react-admin only after
 * the API client's refresh failed (it has already cleared the token and shown Session Expired),
 * so checkError just signs out; a 403 stays an error message on the page, not a sign-out.
 */
export function createAuthProvider(session: Session): AuthProvider {
  const role = (): Role | undefined => session.getState().user?.role;
  return {
    login() {
      session.signIn();
      return Promise.resolve();
    },
    async logout() {
      await session.signOut();
      return '/';
    },
    checkAuth() {
      return session.getState().status === 'authenticated' ? Promise.resolve() : goHomeQuietly();
    },
    checkError(error: unknown) {
      return statusOf(error) === 401 ? goHomeQuietly() : Promise.resolve();
    },
    getIdentity() {
      const { user } = session.getState();
      if (!user) return Promise.reject(new Error('Not signed in'));
      return Promise.resolve({ id: user.id, fullName: user.name, avatar: user.avatar ?? undefined, email: user.email });
    },
    getPermissions() {
      return Promise.resolve(role() ?? null);
    },
    canAccess({ resource, action }) {
      return Promise.resolve(canAccess(role(), resource, action));
    },
  };
}
