import { Link as RouterLink } from 'react-router';
import type { NavLink } from './nav-links';

/**
 * Props that make an MUI Button, MenuItem or ListItemButton follow a NavLink: client routes
 * through the router, server pages (Bull Board, the Temporal UI) by a full page load in a tab of
 * their own, so the console stays where the operator left it (those pages have no way back).
 */
export const linkProps = (link: NavLink) => ({
  component: RouterLink,
  to: link.to,
  ...(link.kind === 'server' ? { reloadDocument: true, target: '_blank', rel: 'noopener noreferrer' } : {}),
});
