import { Suspense, type ReactElement } from 'react';
import { Navigate, Route } from 'react-router';
import NotFoundPage from '../shell/NotFoundPage';
import { PageSpinner } from '../shell/PageSpinner';
import { AreaView } from './AreaView';
import { areas } from './index';
import { FeatureGuard } from './subscription/guard/FeatureGuard';
import type { Area } from './types';

/** An area's screens (the not-found page while it has none), behind the guard of its premium feature. */
function AreaScreens({ area }: { area: Area }) {
  const screens = area.screens === undefined ? <NotFoundPage /> : <AreaView view={area.screens} messages={area.messages} />;
  return <Suspense fallback={<PageSpinner />}>{area.feature === undefined ? screens : <FeatureGuard feature={area.feature}>{screens}</FeatureGuard>}</Suspense>;
}

/**
 * The areas' signed-in routes as react-admin CustomRoutes children (spec 5 'Premium gating'):
 * every area with screens or a premium feature at `${path}/*`, at every depth behind its
 * feature guard, and its aliases leading to it. Any other path is react-admin's (the operator
 * resources, then the not-found page).
 */
export const signedInAreaRoutes: ReactElement[] = areas.flatMap((area) => [
  ...(area.aliases ?? []).map((alias) => <Route key={alias} path={alias} element={<Navigate to={area.path} replace />} />),
  ...(area.screens !== undefined || area.feature !== undefined ? [<Route key={area.path} path={`${area.path}/*`} element={<AreaScreens area={area} />} />] : []),
]);
