import { Box, Container, List, ListItem, ListItemButton, ListItemText, ListSubheader, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { isOperatorPath } from '../app/paths';
import { useAuth } from '../auth/AuthContext';
import { usePublicConfig } from '../config/PublicConfigContext';
import { useLocale } from '../i18n/LocaleProvider';
import { renderLabel } from '../i18n/types';
import { linkProps } from '../shell/link-props';
import { isOperatorRole, operatorLinks } from '../shell/nav-links';
import { LocaleSync } from './LocaleSync';

/**
 * react-admin's layout slot. The shell already draws the header and footer, so signed-in
 * screens render as they are; the operator area adds, for operators, its menu (operatorLinks:
 * Dashboard first, then its screens, Bull Board and the Temporal UI) and the title react-admin
 * pages portal into.
 */
export function OperatorLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { user } = useAuth();
  // The shell keeps everyone else out of /admin (AppArea); the menu is never drawn for them.
  const framed = isOperatorPath(pathname) && isOperatorRole(user?.role);
  return (
    <>
      <LocaleSync />
      {framed ? <OperatorFrame>{children}</OperatorFrame> : children}
    </>
  );
}

function OperatorFrame({ children }: { children: ReactNode }) {
  const { t, locale } = useLocale();
  const { user } = useAuth();
  const config = usePublicConfig();
  const { pathname } = useLocation();
  const links = operatorLinks(user?.role, config);

  return (
    <Container maxWidth="xl" sx={{ py: 3, display: 'flex', gap: 3, alignItems: 'flex-start' }}>
      <Paper variant="outlined" component="nav" aria-label={t('operator.area')} sx={{ width: 220, flexShrink: 0, display: { xs: 'none', md: 'block' } }}>
        <List subheader={<ListSubheader sx={{ bgcolor: 'transparent', fontWeight: 700 }}>{t('operator.area')}</ListSubheader>}>
          {links.map((link) => (
            // Each link in an <li>: a list may hold only list items (axe 'list').
            <ListItem key={link.id} disablePadding>
              <ListItemButton {...linkProps(link)} selected={link.kind === 'route' && pathname.startsWith(link.to)}>
                <ListItemText primary={renderLabel(t, locale, link.label)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h5" component="h1" id="react-admin-title" sx={{ mb: 1, minHeight: 32 }} />
        {children}
      </Box>
    </Container>
  );
}
