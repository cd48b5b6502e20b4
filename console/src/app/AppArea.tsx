import { lazy } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../auth/AuthContext';
import NotFoundPage from '../shell/NotFoundPage';
import { PageSpinner } from '../shell/PageSpinner';
import { isSignedInPath } from './paths';

// react-admin and the operator code download only when a signed-in user first needs them.
const AdminApp = lazy(() => import('../admin/AdminApp'));

/**
 * Every path without a public page. Signed in, react-admin takes it (its routes, then its
 * not-found page); signed out, a signed-in area sends the visitor to / and anything else is
 * not found, all without downloading react-admin.
 */
export function AppArea() {
  const { status } = useAuth();
  const { pathname } = useLocation();
  if (status === 'loading') return <PageSpinner />;
  if (status === 'authenticated') return <AdminApp />;
  return isSignedInPath(pathname) ? <Navigate to="/" replace /> : <NotFoundPage />;
}
