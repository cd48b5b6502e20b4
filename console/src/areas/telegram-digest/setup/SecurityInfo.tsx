import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useT } from '../../../i18n/LocaleProvider';
import type { MessageKey } from '../../../i18n/types';
import { NewTabNote } from '../shared/NewTabNote';

/** Where API credentials are made (spec 3 'Digest API credentials'). */
const MY_TELEGRAM_URL = 'https://my.telegram.org';

function Panel({ icon, title, body, children }: { icon: ReactNode; title: MessageKey; body: MessageKey; children?: ReactNode }) {
  const t = useT();
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Box sx={{ color: 'primary.main', pt: 0.25 }} aria-hidden>
        {icon}
      </Box>
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t(title)}
        </Typography>
        <Typography color="text.secondary" variant="body2">
          {t(body)}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}

/** Spec 2 'Security information panels': where the credentials come from, how they are kept, and that the digest only reads. */
export function SecurityInfo() {
  const t = useT();
  const headingId = useId();
  return (
    <Card component="aside" variant="outlined" aria-labelledby={headingId} sx={{ bgcolor: 'action.hover' }} data-testid="security-info">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h6" component="h2" id={headingId}>
          {t('telegramDigest.setup.security.title')}
        </Typography>
        <Panel icon={<KeyOutlinedIcon />} title="telegramDigest.setup.security.whereTitle" body="telegramDigest.setup.security.whereBody">
          <Link href={MY_TELEGRAM_URL} target="_blank" rel="noopener noreferrer" variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
            {t('telegramDigest.setup.security.link')}
            <OpenInNewIcon fontSize="inherit" aria-hidden />
            <NewTabNote />
          </Link>
        </Panel>
        <Panel icon={<LockOutlinedIcon />} title="telegramDigest.setup.security.storageTitle" body="telegramDigest.setup.security.storageBody" />
        <Panel icon={<VisibilityOutlinedIcon />} title="telegramDigest.setup.security.readOnlyTitle" body="telegramDigest.setup.security.readOnlyBody" />
      </CardContent>
    </Card>
  );
}
