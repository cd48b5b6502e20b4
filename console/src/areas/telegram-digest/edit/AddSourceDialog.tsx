import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, ListSubheader, Typography } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useT } from '../../../i18n/LocaleProvider';
import { digestApi, type DigestSource } from '../shared/digest-api';
import { logFailure } from '../shared/log-failure';
import { sourceKey, type PickedSource } from '../shared/picked-source';
import { SourceList } from '../shared/SourceList';
import { SourceRow } from '../shared/SourceRow';
import { useLazyList } from '../shared/use-lazy-list';

interface Props {
  open: boolean;
  /** The digest's sources now: the picker offers only the others. */
  current: DigestSource[];
  /** Adds it at once (spec 4); resolves true when it was added and the picker may close. */
  onAdd: (source: PickedSource) => Promise<boolean>;
  onClose: () => void;
}

/**
 * Spec 2 'Add Channel': the account's chats and folders not yet in the digest, each with its
 * title and @username when it has one; 'No sources available to add' when none is left. The
 * list scrolls at about 12 rem (spec 9). A list that fails to load is only left out (spec 8).
 */
export function AddSourceDialog({ open, current, onAdd, onClose }: Props) {
  const t = useT();
  const titleId = useId();
  const channels = useLazyList(digestApi.available);
  const folders = useLazyList(digestApi.folders);
  const [adding, setAdding] = useState(false);
  const { start: startChannels } = channels;
  const { start: startFolders } = folders;
  useEffect(() => {
    if (!open) return;
    startChannels();
    startFolders();
  }, [open, startChannels, startFolders]);

  const channelsFailed = channels.load.kind === 'failed' ? channels.load.error : null;
  const foldersFailed = folders.load.kind === 'failed' ? folders.load.error : null;
  useEffect(() => {
    if (channelsFailed !== null) logFailure('Loading the chats to add failed', channelsFailed);
  }, [channelsFailed]);
  useEffect(() => {
    if (foldersFailed !== null) logFailure('Loading the folders to add failed', foldersFailed);
  }, [foldersFailed]);

  const chats = (channels.load.kind === 'ready' ? channels.load.items : []).filter((channel) => !current.some((source) => source.channelId === channel.id));
  const groups = (folders.load.kind === 'ready' ? folders.load.items : []).filter((folder) => !current.some((source) => source.folderId === folder.id));
  const loading = channels.load.kind === 'loading' || folders.load.kind === 'loading';

  const add = async (source: PickedSource) => {
    setAdding(true);
    const added = await onAdd(source);
    setAdding(false);
    if (added) onClose();
  };
  const close = () => {
    if (!adding) onClose();
  };
  const row = (source: PickedSource) => <SourceRow key={sourceKey(source)} source={source} onAdd={() => void add(source)} disabled={adding} />;

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth data-testid="add-source-dialog">
      <DialogTitle id={titleId}>{t('telegramDigest.edit.channels.pickerTitle')}</DialogTitle>
      <DialogContent>
        <Box role="status">
          {loading && (
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 1 }}>
              <CircularProgress size={20} aria-hidden />
              <Typography color="text.secondary">{t('telegramDigest.edit.channels.pickerLoading')}</Typography>
            </Box>
          )}
          {!loading && chats.length === 0 && groups.length === 0 && <Typography color="text.secondary">{t('telegramDigest.edit.channels.pickerEmpty')}</Typography>}
        </Box>
        {!loading && chats.length + groups.length > 0 && (
          <SourceList maxHeight="12rem" label={t('telegramDigest.edit.channels.pickerTitle')} testId="source-picker-list">
            {chats.length > 0 && <ListSubheader disableSticky>{t('telegramDigest.edit.channels.chats')}</ListSubheader>}
            {chats.map((channel) => row({ kind: 'channel', channel }))}
            {groups.length > 0 && <ListSubheader disableSticky>{t('telegramDigest.edit.channels.folders')}</ListSubheader>}
            {groups.map((folder) => row({ kind: 'folder', folder }))}
          </SourceList>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={close} disabled={adding}>
          {t('telegramDigest.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
