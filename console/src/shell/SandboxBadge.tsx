import ScienceIcon from '@mui/icons-material/Science';
import { Chip } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../app/paths';
import { usePublicConfig } from '../config/PublicConfigContext';
import { useT } from '../i18n/LocaleProvider';

/** Shown on every page while the deployment runs on local stand-ins (SANDBOX=1); it leads to the sandbox chat with the bots. */
export function SandboxBadge() {
  const t = useT();
  const config = usePublicConfig();
  if (!config?.sandbox) return null;
  return (
    // A native title rather than MUI's Tooltip: that one brings Popper.js into every page.
    <Chip
        component={RouterLink}
        to={paths.sandboxChat}
        clickable
        icon={<ScienceIcon />}
        label={t('sandbox.badge')}
        size="small"
        color="warning"
        variant="outlined"
        data-testid="sandbox-badge"
        title={t('sandbox.hint')}
        sx={{ fontWeight: 600, flexShrink: 0 }}
      />
  );
}
