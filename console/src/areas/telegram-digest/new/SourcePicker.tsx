import { Box, Tab, Tabs } from '@mui/material';
import { useId, useState } from 'react';
import { useT } from '../../../i18n/LocaleProvider';
import type { AvailableChannel, DigestFolder } from '../shared/digest-api';
import { ChannelsTab } from './ChannelsTab';
import { FoldersTab } from './FoldersTab';

type TabName = 'chats' | 'folders';

interface Props {
  isChannelChosen: (channel: AvailableChannel) => boolean;
  isFolderChosen: (folder: DigestFolder) => boolean;
  onAddChannel: (channel: AvailableChannel) => void;
  onAddFolder: (folder: DigestFolder) => void;
}

/**
 * Spec 2 'Select Sources' with the tabs 'Chats & Channels' and 'Folders'. Both panels stay
 * mounted (hidden when not chosen), so a search or a loaded list survives switching tabs.
 */
export function SourcePicker({ isChannelChosen, isFolderChosen, onAddChannel, onAddFolder }: Props) {
  const t = useT();
  const id = useId();
  const [tab, setTab] = useState<TabName>('chats');
  const tabId = (name: TabName) => `${id}-tab-${name}`;
  const panelId = (name: TabName) => `${id}-panel-${name}`;

  return (
    <Box>
      <Tabs value={tab} onChange={(_event, next: TabName) => setTab(next)} aria-label={t('telegramDigest.create.sources')} sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tab value="chats" label={t('telegramDigest.create.chatsTab')} id={tabId('chats')} aria-controls={panelId('chats')} />
        <Tab value="folders" label={t('telegramDigest.create.foldersTab')} id={tabId('folders')} aria-controls={panelId('folders')} />
      </Tabs>
      <div role="tabpanel" id={panelId('chats')} aria-labelledby={tabId('chats')} hidden={tab !== 'chats'}>
        <ChannelsTab isChosen={isChannelChosen} onAdd={onAddChannel} />
      </div>
      <div role="tabpanel" id={panelId('folders')} aria-labelledby={tabId('folders')} hidden={tab !== 'folders'}>
        <FoldersTab active={tab === 'folders'} isChosen={isFolderChosen} onAdd={onAddFolder} />
      </div>
    </Box>
  );
}
