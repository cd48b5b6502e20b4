import DownloadIcon from '@mui/icons-material/Download';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { Box, Button, Typography } from '@mui/material';
import { API_BASE_URL } from '../../../api/client';
import { useApi } from '../../../api/ApiContext';
import { useLocale } from '../../../i18n/LocaleProvider';
import { reportFailure } from './errors';
import { formatKb } from './format';
import type { Submission } from './homework-api';
import { saveFile } from './save-file';

type SubmissionFile = Submission['files'][number];

const isImage = (file: SubmissionFile) => file.fileType.startsWith('image/');
/** A file the API serves needs the bearer token, which a plain link cannot carry; anything else is linked to. */
const apiPath = (url: string): string | null => (url.startsWith(`${API_BASE_URL}/`) ? url.slice(API_BASE_URL.length) : null);

/** Spec 2: a submission's files with name, type and size in KB, 'View' for images, 'Download' for the rest. */
export function SubmissionFiles({ files }: { files: readonly SubmissionFile[] }) {
  const { t, locale } = useLocale();
  const api = useApi();
  if (files.length === 0) return null;

  const open = async (file: SubmissionFile, path: string) => {
    try {
      const blob = await api.blob(path);
      if (isImage(file)) {
        const url = URL.createObjectURL(blob);
        window.open(url, '_blank', 'noopener');
        // The new tab has loaded it long before then.
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      }
      else saveFile(blob, file.originalName);
    } catch (error) {
      reportFailure(error, 'homework.files.failed');
    }
  };

  return (
    <Box>
      <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
        {t('homework.files.title')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
        {files.map((file) => {
          const view = isImage(file);
          const label = t(view ? 'homework.files.viewNamed' : 'homework.files.downloadNamed', { name: file.originalName });
          const path = apiPath(file.fileUrl);
          const icon = view ? <VisibilityOutlinedIcon /> : <DownloadIcon />;
          const text = t(view ? 'homework.files.view' : 'homework.files.download');
          return (
            <Box component="li" key={file.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <InsertDriveFileOutlinedIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
              <Typography variant="body2" sx={{ fontWeight: 600, wordBreak: 'break-all' }}>
                {file.originalName}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('homework.files.meta', { type: file.fileType, size: formatKb(file.fileSize, locale) })}
              </Typography>
              {path === null ? (
                <Button size="small" startIcon={icon} href={file.fileUrl} target="_blank" rel="noopener noreferrer" aria-label={label} {...(view ? {} : { download: file.originalName })}>
                  {text}
                </Button>
              ) : (
                <Button size="small" startIcon={icon} onClick={() => void open(file, path)} aria-label={label}>
                  {text}
                </Button>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
