import CloseIcon from '@mui/icons-material/Close';
import LogoutIcon from '@mui/icons-material/Logout';
import {
  Box,
  Button,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Typography,
} from '@mui/material';
import { useLocation } from 'react-router';
import { useAuth } from '../auth/AuthContext';
import { useLocale } from '../i18n/LocaleProvider';
import { renderLabel } from '../i18n/types';
import { UserAvatar } from './AvatarMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { linkProps } from './link-props';
import type { NavLink } from './nav-links';

interface Props {
  open: boolean;
  onClose: () => void;
  links: NavLink[];
  operatorLinks: NavLink[];
}

/** Spec 2: the mobile menu repeats the header's links. */
export function MobileMenu({ open, onClose, links, operatorLinks }: Props) {
  const { t, locale } = useLocale();
  const auth = useAuth();
  const { pathname } = useLocation();

  return (
    <Drawer anchor="left" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 290 } } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <Typography sx={{ fontWeight: 800 }}>{t('app.name')}</Typography>
        <IconButton onClick={onClose} aria-label={t('nav.closeMenu')}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <List component="nav" aria-label={t('nav.main')}>
        {links.map((link) => (
          <ListItemButton key={link.id} {...linkProps(link)} selected={pathname === link.to} onClick={onClose}>
            <ListItemText primary={renderLabel(t, locale, link.label)} />
          </ListItemButton>
        ))}
      </List>
      {operatorLinks.length > 0 && (
        <>
          <Divider />
          <List subheader={<ListSubheader>{t('nav.operator')}</ListSubheader>}>
            {operatorLinks.map((link) => (
              <ListItemButton key={link.id} {...linkProps(link)} onClick={onClose}>
                <ListItemText primary={renderLabel(t, locale, link.label)} />
              </ListItemButton>
            ))}
          </List>
        </>
      )}
      <Divider />
      <Box sx={{ px: 2, py: 2, display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary">
          {t('language.label')}
        </Typography>
        <LanguageSwitch />
      </Box>
      <Divider />
      <Box sx={{ mt: 'auto', p: 2 }}>
        {auth.status === 'authenticated' ? (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
              <UserAvatar user={auth.user} />
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700 }} noWrap>
                  {auth.user.name}
                </Typography>
                <Typography variant="body2" color="text.secondary" noWrap>
                  {auth.user.email}
                </Typography>
              </Box>
            </Box>
            <List disablePadding>
              <ListItemButton
                onClick={() => {
                  onClose();
                  void auth.signOut();
                }}
              >
                <ListItemIcon>
                  <LogoutIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={t('nav.logout')} />
              </ListItemButton>
            </List>
          </>
        ) : (
          auth.status === 'unauthenticated' && (
            <Button fullWidth variant="contained" onClick={auth.signIn}>
              {t('auth.signInWithGoogle')}
            </Button>
          )
        )}
      </Box>
    </Drawer>
  );
}
