import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { Button } from '@mui/material';
import { useT } from '../../../i18n/LocaleProvider';

/** 'Export CSV', saying so while the file comes. */
export function ExportButton({ exporting, onClick, disabled = false }: { exporting: boolean; onClick: () => void; disabled?: boolean }) {
  const t = useT();
  return (
    <Button variant="outlined" startIcon={<FileDownloadOutlinedIcon />} onClick={onClick} disabled={disabled || exporting} aria-busy={exporting}>
      {t(exporting ? 'homework.exporting' : 'homework.exportCsv')}
    </Button>
  );
}
