import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { AuthState, Session } from './session';

const SessionContext = createContext<Session | null>(null);

export function AuthProvider({ session, children }: { session: Session; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export type UseAuth = AuthState & Pick<Session, 'signIn' | 'signOut'>;

/** The signed-in state for the shell and the public pages. */
export function useAuth(): UseAuth {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useAuth must be used inside <AuthProvider>');
  const state = useSyncExternalStore(session.subscribe, session.getState);
  return { ...state, signIn: session.signIn, signOut: session.signOut };
}
