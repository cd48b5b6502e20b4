import { Box, CircularProgress, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useT } from '../../../i18n/LocaleProvider';
import { ActionAlert } from '../../../shell/ActionAlert';
import { digestApi, type DigestFolder } from '../shared/digest-api';
import { SourceList } from '../shared/SourceList';
import { SourceRow } from '../shared/SourceRow';
import { useLazyList } from '../shared/use-lazy-list';

interface Props {
  /** The tab is shown: the folders are asked for the first time it is. */
  active: boolean;
  isChosen: (folder: DigestFolder) => boolean;
  onAdd: (folder: DigestFolder) => void;
}

/** The 'Folders' tab (spec 2): the account's chat folders, each with how many chats it holds. */
export function FoldersTab({ active, isChosen, onAdd }: Props) {
  const t = useT();
  const { load, start } = useLazyList(digestApi.folders);
  useEffect(() => {
    if (active) start();
  }, [active, start]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box role="status">
        {load.kind === 'loading' && (
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <CircularProgress size={20} aria-hidden />
            <Typography color="text.secondary">{t('telegramDigest.create.loadingFolders')}</Typography>
          </Box>
        )}
        {load.kind === 'ready' && load.items.length === 0 && <Typography color="text.secondary">{t('telegramDigest.create.noFolders')}</Typography>}
      </Box>
      {load.kind === 'failed' && (
        <ActionAlert severity="error" actionLabel={t('telegramDigest.retry')} onAction={start}>
          {t('telegramDigest.create.foldersFailed')}
        </ActionAlert>
      )}
      {load.kind === 'ready' && load.items.length > 0 && (
        <SourceList maxHeight="16rem" label={t('telegramDigest.create.folderList')} testId="folder-list">
          {load.items.map((folder) => (
            <SourceRow key={folder.id} source={{ kind: 'folder', folder }} chosen={isChosen(folder)} onAdd={() => onAdd(folder)} />
          ))}
        </SourceList>
      )}
    </Box>
  );
}
