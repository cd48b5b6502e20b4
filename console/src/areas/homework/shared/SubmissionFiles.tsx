import DownloadIcon from '@mui/icons-material/Download';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useApi } from '../../../api/ApiContext';
import { useLocale } from '../../../i18n/LocaleProvider';
import { reportFailure } from './errors';
import { FilePreviewDialog, type Preview } from './FilePreviewDialog';
import { formatKb } from './format';
import { homeworkApi, type Submission } from './homework-api';

type SubmissionFile = Submission['files'][number];

const isImage = (file: SubmissionFile) => file.fileType.startsWith('image/');

/** Hands the browser a same-origin link to follow as a download under the file's own name. */
function download(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Spec 2: a submission's files with name, type and size in KB, 'View' for images, 'Download' for
 * the rest. Either asks the API for a short-lived link first (GET /homework/files/:id; the link
 * needs no bearer token): a picture then opens in a dialog, anything else downloads. Under a
 * file, what the vision model read from it, when the answer carries it (the teacher's view).
 */
export function SubmissionFiles({ files }: { files: readonly SubmissionFile[] }) {
  const { t, locale } = useLocale();
  const api = useApi();
  const [opening, setOpening] = useState<string | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  if (files.length === 0) return null;

  const open = async (file: SubmissionFile) => {
    setOpening(file.id);
    try {
      const link = await homeworkApi.fileLink(api, file.id);
      if (isImage(file)) {
        setPreview({ url: link.url, name: file.originalName });
        setPreviewOpen(true);
      } else download(link.url, file.originalName);
    } catch (error) {
      reportFailure(error, 'homework.files.failed');
    } finally {
      setOpening(null);
    }
  };

  return (
    <Box>
      <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
        {t('homework.files.title')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {files.map((file) => {
          const view = isImage(file);
          const busy = opening === file.id;
          const reading = file.transcription?.trim() ?? '';
          return (
            <Box component="li" key={file.id} data-testid="submission-file">
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <InsertDriveFileOutlinedIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
                <Typography variant="body2" sx={{ fontWeight: 600, wordBreak: 'break-all' }}>
                  {file.originalName}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('homework.files.meta', { type: file.fileType, size: formatKb(file.fileSize, locale) })}
                </Typography>
                <Button
                  size="small"
                  startIcon={view ? <VisibilityOutlinedIcon /> : <DownloadIcon />}
                  onClick={() => void open(file)}
                  disabled={busy}
                  aria-label={t(view ? 'homework.files.viewNamed' : 'homework.files.downloadNamed', { name: file.originalName })}
                >
                  {t(busy ? 'homework.files.opening' : view ? 'homework.files.view' : 'homework.files.download')}
                </Button>
              </Box>
              {reading !== '' && (
                <Box sx={{ mt: 0.5, ml: 3.5, pl: 1.5, borderLeft: 2, borderColor: 'divider' }} data-testid="file-transcription">
                  <Typography variant="caption" component="p" color="text.secondary" sx={{ fontWeight: 600 }}>
                    {t('homework.files.transcription')}
                  </Typography>
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                    {reading}
                  </Typography>
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
      <FilePreviewDialog preview={preview} open={previewOpen} onClose={() => setPreviewOpen(false)} />
    </Box>
  );
}
