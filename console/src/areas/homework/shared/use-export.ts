import { useState } from 'react';
import { useApi } from '../../../api/ApiContext';
import type { ApiClient } from '../../../api/client';
import type { MessageKey } from '../../../i18n/types';
import { reportFailure, showSuccess } from './errors';
import { saveFile } from './save-file';

interface ExportMessages {
  done: MessageKey;
  failed: MessageKey;
}

const DEFAULT_MESSAGES: ExportMessages = { done: 'homework.exported', failed: 'homework.exportFailed' };

/**
 * A CSV download with the bearer token (spec 7: blob calls; a failure says the answer's message
 * field), saved under `fileName`, with a toast either way.
 */
export function useExport(): { exporting: boolean; run: (read: (api: ApiClient) => Promise<Blob>, fileName: () => string, messages?: ExportMessages) => Promise<void> } {
  const api = useApi();
  const [exporting, setExporting] = useState(false);
  const run = async (read: (api: ApiClient) => Promise<Blob>, fileName: () => string, messages = DEFAULT_MESSAGES) => {
    setExporting(true);
    try {
      saveFile(await read(api), fileName());
      showSuccess(messages.done);
    } catch (error) {
      reportFailure(error, messages.failed, { serverFirst: true });
    } finally {
      setExporting(false);
    }
  };
  return { exporting, run };
}
