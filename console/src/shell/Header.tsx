import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, Button, IconButton, Toolbar } from '@mui/material';
import { useState } from 'react';
import { NavLink as RouterNavLink } from 'react-router';
import { useAuth } from '../auth/AuthContext';
import { usePublicConfig } from '../config/PublicConfigContext';
import { useLocale } from '../i18n/LocaleProvider';
import { renderLabel } from '../i18n/types';
import { useSubscription } from '../areas/subscription/state/use-subscription';
import { AvatarMenu } from './AvatarMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { mainLinks, operatorLinks } from './nav-links';
import { OperatorMenu } from './OperatorMenu';
import { SandboxBadge } from './SandboxBadge';

export function Header() {
  const { t, locale } = useLocale();
  const auth = useAuth();
  const config = usePublicConfig();
  const { subscription } = useSubscription();
  const [menuOpen, setMenuOpen] = useState(false);

  const links = mainLinks({ signedIn: auth.status === 'authenticated', subscription });
  const operator = operatorLinks(auth.user?.role, config);

  return (
    <AppBar position="sticky" color="inherit" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'rgba(255,255,255,0.92)', backdropFilter: 'blur(8px)' }}>
      <Toolbar sx={{ gap: 1, minHeight: { xs: 60, lg: 68 } }}>
        <IconButton edge="start" onClick={() => setMenuOpen(true)} aria-label={t('nav.openMenu')} sx={{ display: { lg: 'none' } }}>
          <MenuIcon />
        </IconButton>
        <Logo compact={auth.status === 'authenticated'} />
        <Box component="nav" aria-label={t('nav.main')} sx={{ display: { xs: 'none', lg: 'flex' }, gap: 0.5, alignItems: 'center' }}>
          {links.map((link) => (
            <Button
              key={link.id}
              component={RouterNavLink}
              to={link.to}
              color="inherit"
              sx={{ color: 'text.secondary', whiteSpace: 'nowrap', px: 1.25, minWidth: 0, '&.active': { color: 'primary.main', bgcolor: 'action.selected' } }}
            >
              {renderLabel(t, locale, link.label)}
            </Button>
          ))}
          <OperatorMenu links={operator} />
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <SandboxBadge />
        <LanguageSwitch />
        {auth.status === 'authenticated' && <AvatarMenu user={auth.user} onLogout={() => void auth.signOut()} />}
        {auth.status === 'unauthenticated' && (
          <Button variant="contained" onClick={auth.signIn} sx={{ display: { xs: 'none', sm: 'inline-flex' }, flexShrink: 0 }}>
            {t('nav.signIn')}
          </Button>
        )}
      </Toolbar>
      <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} links={links} operatorLinks={operator} />
    </AppBar>
  );
}
