import { lazy } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../auth/AuthContext';
import { isOperatorRole } from '../shell/nav-links';
import NotFoundPage from '../shell/NotFoundPage';
import { PageSpinner } from '../shell/PageSpinner';
import { isSignedInPath } from '../areas/public-routes';
import { isOperatorPath } from './paths';

// react-admin and the operator code download only when a signed-in user first needs them.
const AdminApp = lazy(() => import('../admin/AdminApp'));
const ForbiddenPage = lazy(() => import('../shell/ForbiddenPage'));

/**
 * Every path without a public page. Signed in, react-admin takes it (its routes, then its
 * not-found page), except the operator area for anyone but operators, which is forbidden;
 * signed out, a signed-in area sends the visitor to / and anything else is not found. Neither
 * the forbidden nor the not-found page downloads react-admin.
 */
export function AppArea() {
  const auth = useAuth();
  const { pathname } = useLocation();
  if (auth.status === 'loading') return <PageSpinner />;
  if (auth.status === 'authenticated') return isOperatorPath(pathname) && !isOperatorRole(auth.user.role) ? <ForbiddenPage /> : <AdminApp />;
  return isSignedInPath(pathname) ? <Navigate to="/" replace /> : <NotFoundPage />;
}
