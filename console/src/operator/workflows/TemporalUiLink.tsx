import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button } from '@mui/material';
import { useT } from '../../i18n/LocaleProvider';
import { srOnly } from '../../shell/sr-only';

/**
 * "Open in Temporal UI": a plain link to the page the web process serves behind the operator's
 * session (a server page, not a client route: the router must not catch it), in a new tab.
 */
export function TemporalUiLink({ href }: { href: string }) {
  const t = useT();
  return (
    <Button size="small" href={href} target="_blank" rel="noopener noreferrer" startIcon={<OpenInNewIcon />}>
      {t('operator.workflows.openTemporal')}
      <Box component="span" sx={srOnly}>
        {` ${t('operator.workflows.opensNewTab')}`}
      </Box>
    </Button>
  );
}
