import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { Shell } from '../shell/Shell';
import { AppArea } from './AppArea';
import { paths } from './paths';

// Public pages: each its own chunk, none of them importing react-admin.
const LandingPage = lazy(() => import('../pages/landing/LandingPage'));
const TermsPage = lazy(() => import('../pages/legal/TermsPage'));
const PrivacyPage = lazy(() => import('../pages/legal/PrivacyPage'));
const YoutubeApiGuidePage = lazy(() => import('../pages/guide/YoutubeApiGuidePage'));
const PricingPage = lazy(() => import('../pages/subscription/PricingPage'));
const PaymentFailPage = lazy(() => import('../pages/subscription/PaymentFailPage'));
const TestPaymentPage = lazy(() => import('../pages/test-payment/TestPaymentPage'));
// Reached only when the web process refused to serve one of its operator pages.
const OperatorServerPage = lazy(() => import('./OperatorServerPage'));

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
      // Public (spec 2); /subscription/success and /subscription/manage are react-admin's.
      { path: 'subscription', element: <PricingPage /> },
      { path: 'subscription/fail', element: <PaymentFailPage /> },
      { path: 'test-payment', element: <TestPaymentPage /> },
      // Bull Board and the Temporal UI (the web process's pages), for whoever it refused.
      { path: `${paths.bullBoard}/*`, element: <OperatorServerPage /> },
      { path: `${paths.temporalUi}/*`, element: <OperatorServerPage /> },
      { path: '*', element: <AppArea /> },
    ],
  },
];
