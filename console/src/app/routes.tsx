import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { publicAreaRoutes } from '../areas/public-routes';
import { Shell } from '../shell/Shell';
import { AppArea } from './AppArea';
import { paths } from './paths';

// The shell's public pages: each its own chunk, none of them importing react-admin.
const LandingPage = lazy(() => import('../pages/landing/LandingPage'));
const TermsPage = lazy(() => import('../pages/legal/TermsPage'));
const PrivacyPage = lazy(() => import('../pages/legal/PrivacyPage'));
// Reached only when the web process refused to serve one of its operator pages.
const OperatorServerPage = lazy(() => import('./OperatorServerPage'));

/**
 * The top-level routes: the shell's pages and the areas' public ones (the offer, the YouTube
 * API guide, ...: see areas/index.ts). Everything else (signed-in screens, the operator area)
 * is react-admin's, mounted under the catch-all so that its own routes see the site's paths.
 */
export const routes: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: 'terms', element: <TermsPage /> },
      { path: 'privacy', element: <PrivacyPage /> },
      ...publicAreaRoutes,
      // Bull Board and the Temporal UI (the web process's pages), for whoever it refused.
      { path: `${paths.bullBoard}/*`, element: <OperatorServerPage /> },
      { path: `${paths.temporalUi}/*`, element: <OperatorServerPage /> },
      { path: '*', element: <AppArea /> },
    ],
  },
];
