import LogoutIcon from '@mui/icons-material/Logout';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { Avatar, Box, Divider, IconButton, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../app/paths';
import type { User } from '../auth/session';
import { useT } from '../i18n/LocaleProvider';
import { subscriptionExists } from '../areas/subscription/state/subscription';
import { useSubscription } from '../areas/subscription/state/use-subscription';

/** Spec 2: name and e-mail, Manage Subscription when a subscription exists, and Logout. */
export function AvatarMenu({ user, onLogout }: { user: User; onLogout: () => void }) {
  const t = useT();
  const { subscription } = useSubscription();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('nav.accountMenu')}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        sx={{ p: 0.5 }}
      >
        <UserAvatar user={user} />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240, mt: 1 } } }}
      >
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography sx={{ fontWeight: 700 }}>{user.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {user.email}
          </Typography>
        </Box>
        <Divider />
        {subscriptionExists(subscription) && (
          <MenuItem component={RouterLink} to={paths.manageSubscription} onClick={close}>
            <ListItemIcon>
              <ManageAccountsIcon fontSize="small" />
            </ListItemIcon>
            {t('nav.manageSubscription')}
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            close();
            onLogout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('nav.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}

export function UserAvatar({ user, size = 34 }: { user: User; size?: number }) {
  return (
    <Avatar src={user.avatar ?? undefined} alt={user.name} sx={{ width: size, height: size, bgcolor: 'primary.main', fontSize: size * 0.45 }}>
      {user.name.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}
