import type { RouteObject } from 'react-router';
import { isOperatorPath, isUnder } from '../app/paths';
import { AreaView } from './AreaView';
import { areas } from './index';

/** The areas' public pages, for the top-level router: each with its area's texts, never react-admin. */
export const publicAreaRoutes: RouteObject[] = areas.flatMap((area) =>
  (area.pages ?? []).map((page) => ({ path: page.path, element: <AreaView view={page.view} messages={area.messages} /> })),
);

/** Spec 2: the paths that need a signed-in user (the areas' and the operators'); a signed-out visitor is sent to /. */
export const isSignedInPath = (pathname: string): boolean =>
  isOperatorPath(pathname) || areas.some((area) => (area.signedIn ?? [area.path]).some((path) => isUnder(pathname, path)));
