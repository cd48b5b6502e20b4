import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import NotFoundPage from '../shell/NotFoundPage';
import { Shell } from '../shell/Shell';
import { AppArea } from './AppArea';

// Public pages: each its own chunk, none of them importing react-admin.
const LandingPage = lazy(() => import('../pages/landing/LandingPage'));
const TermsPage = lazy(() => import('../pages/legal/TermsPage'));
const PrivacyPage = lazy(() => import('../pages/legal/PrivacyPage'));
const YoutubeApiGuidePage = lazy(() => import('../pages/guide/YoutubeApiGuidePage'));

/**
 * The top-level routes. Everything else (signed-in screens, the operator area) is react-admin's,
 * mounted under the catch-all so that its own routes see the site's paths unchanged.
 */
export const routes: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: 'terms', element: <TermsPage /> },
      { path: 'privacy', element: <PrivacyPage /> },
      { path: 'youtube-api-guide', element: <YoutubeApiGuidePage /> },
      // The public subscription offer arrives with issue 5; until then it is not found.
      { path: 'subscription', element: <NotFoundPage /> },
      { path: '*', element: <AppArea /> },
    ],
  },
];
