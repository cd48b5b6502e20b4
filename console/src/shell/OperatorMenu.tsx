import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Button, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useLocale } from '../i18n/LocaleProvider';
import { renderLabel } from '../i18n/types';
import { linkProps } from './link-props';
import type { NavLink } from './nav-links';

/** Operators and admins: the operator area's screens (operatorLinks), Bull Board and the Temporal UI. */
export function OperatorMenu({ links }: { links: NavLink[] }) {
  const { t, locale } = useLocale();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (links.length === 0) return null;
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        color="inherit"
        startIcon={<AdminPanelSettingsIcon />}
        endIcon={<ExpandMoreIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {t('nav.operator')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {links.map((link) => (
          <MenuItem key={link.id} {...linkProps(link)} onClick={close}>
            <ListItemText>{renderLabel(t, locale, link.label)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
