import { Link as RouterLink } from 'react-router';
import type { NavLink } from './nav-links';

/**
 * Props that make an MUI Button, MenuItem or ListItemButton follow a NavLink: client routes
 * through the router, server pages by a full page load.
 */
export const linkProps = (link: NavLink) => ({
  component: RouterLink,
  to: link.to,
  ...(link.kind === 'server' ? { reloadDocument: true } : {}),
});
