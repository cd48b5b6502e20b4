import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import { useT } from '../../../i18n/LocaleProvider';
import { useCopy } from '../../../shell/use-copy';

/** Spec 2: after copying, the button shows a check for 2 seconds (COPIED_FEEDBACK_MS). */
export function CopyField({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  const t = useT();
  const { copied, copy } = useCopy();

  return (
    <Box sx={{ my: 2 }}>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 0.5, fontWeight: 600 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'grey.50', pl: 2, pr: 0.5, py: 0.5 }}>
        <Typography component="code" data-testid="callback-url" sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 14, flex: 1, wordBreak: 'break-all' }}>
          {value}
        </Typography>
        <Tooltip title={copied ? t('common.copied') : t('common.copy')}>
          <IconButton onClick={() => void copy(value)} aria-label={copyLabel} color={copied ? 'success' : 'default'}>
            {copied ? <CheckIcon data-testid="copied-icon" /> : <ContentCopyIcon />}
          </IconButton>
        </Tooltip>
      </Box>
    </Box>
  );
}
