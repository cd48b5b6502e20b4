import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import { useT } from '../../../i18n/LocaleProvider';
import { useCopy } from '../../../shell/use-copy';
import { srOnly } from '../../../shell/sr-only';

interface Props {
  code: string;
  /** The copy button's name: whose code it copies. */
  copyLabel: string;
  size?: 'small' | 'large';
}

/** A student's code in a monospace face with a Copy button; the copy is announced to screen readers. */
export function CodeWithCopy({ code, copyLabel, size = 'small' }: Props) {
  const t = useT();
  const { copied, copy } = useCopy();
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Typography
        component="code"
        data-testid="student-code"
        sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontWeight: 700, letterSpacing: size === 'large' ? '0.3em' : '0.12em', fontSize: size === 'large' ? 32 : 15, bgcolor: 'action.hover', px: 1, py: 0.25, borderRadius: 1 }}
      >
        {code}
      </Typography>
      <Tooltip title={copied ? t('homework.students.copied') : copyLabel}>
        <IconButton size="small" onClick={() => void copy(code)} aria-label={copyLabel}>
          {copied ? <CheckIcon fontSize="small" color="success" /> : <ContentCopyIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
      <Box component="span" role="status" sx={srOnly}>
        {copied ? t('homework.students.copied') : ''}
      </Box>
    </Box>
  );
}
