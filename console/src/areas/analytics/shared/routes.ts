import { paths } from '../../../app/paths';

/** The area's screens (spec 2 'Analytics routes'), for links; routes.tsx mounts them below /analytics. */
export const analyticsRoutes = {
  home: paths.analytics,
  settings: `${paths.analytics}/settings`,
} as const;
