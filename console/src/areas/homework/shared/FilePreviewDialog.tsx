import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useT } from '../../../i18n/LocaleProvider';
import { srOnly } from '../../../shell/sr-only';

/** A picture to show: its short-lived link and its file name (the dialog's title and the image's alt text). */
export interface Preview {
  url: string;
  name: string;
}

interface Props {
  /** Kept once the dialog closes, so the picture does not vanish while it fades out. */
  preview: Preview | null;
  open: boolean;
  onClose: () => void;
}

/** A submission's picture ('View'), named by its file name, with a way to open it full size in a new tab. */
export function FilePreviewDialog({ preview, open, onClose }: Props) {
  const t = useT();
  const titleId = useId();
  return (
    <Dialog open={open && preview !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId} sx={{ wordBreak: 'break-all' }}>
        {preview?.name}
      </DialogTitle>
      <DialogContent>
        {preview !== null && (
          <Box component="img" src={preview.url} alt={preview.name} data-testid="file-preview" sx={{ display: 'block', maxWidth: '100%', maxHeight: '70vh', mx: 'auto', objectFit: 'contain' }} />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        {preview !== null && (
          <Button component="a" href={preview.url} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNewIcon aria-hidden />}>
            {t('homework.files.openNewTab')}
            <Box component="span" sx={srOnly}>
              {` ${t('homework.files.opensInNewTab')}`}
            </Box>
          </Button>
        )}
        <Button variant="contained" onClick={onClose}>
          {t('homework.files.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
