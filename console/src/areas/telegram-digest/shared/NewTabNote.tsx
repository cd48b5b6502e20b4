import { Box } from '@mui/material';
import { useT } from '../../../i18n/LocaleProvider';
import { srOnly } from '../../../shell/sr-only';

/** Ends a link's name for screen readers: the icon that shows it opens a new tab is not read. */
export function NewTabNote() {
  const t = useT();
  return (
    <Box component="span" sx={srOnly}>
      {` ${t('telegramDigest.opensInNewTab')}`}
    </Box>
  );
}
