import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, Card, CardContent, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useId, useRef, useState } from 'react';
import { useT } from '../../../i18n/LocaleProvider';
import type { DigestSource } from '../shared/digest-api';
import type { PickedSource } from '../shared/picked-source';
import { AddSourceDialog } from './AddSourceDialog';

interface Props {
  sources: DigestSource[];
  onAdd: (source: PickedSource) => Promise<boolean>;
  onRemove: (source: DigestSource) => Promise<boolean>;
}

/**
 * Spec 2 card 'Channels': 'Add Channel' opens the picker; the current sources with name, type
 * and channel id, each with its remove button; 'No sources added yet' when there are none.
 */
export function ChannelsCard({ sources, onAdd, onRemove }: Props) {
  const t = useT();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [picking, setPicking] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);

  const remove = async (source: DigestSource) => {
    setRemoving(source.id);
    const removed = await onRemove(source);
    setRemoving(null);
    // Its button is gone with it: focus goes to the card's heading rather than the page's start.
    if (removed) heading.current?.focus();
  };

  return (
    <Card component="section" variant="outlined" aria-labelledby={headingId} data-testid="channels-card">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" id={headingId} ref={heading} tabIndex={-1} sx={{ outline: 'none' }}>
            {t('telegramDigest.edit.channels.title')}
          </Typography>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setPicking(true)}>
            {t('telegramDigest.edit.channels.add')}
          </Button>
        </Box>
        {sources.length === 0 ? (
          <Typography color="text.secondary">{t('telegramDigest.edit.channels.empty')}</Typography>
        ) : (
          <List aria-label={t('telegramDigest.edit.channels.current')} disablePadding>
            {sources.map((source) => (
              <ListItem
                key={source.id}
                divider
                secondaryAction={
                  <IconButton edge="end" color="error" onClick={() => void remove(source)} disabled={removing === source.id} aria-label={t('telegramDigest.edit.channels.remove', { name: source.name })}>
                    <DeleteOutlineIcon />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={source.name}
                  secondary={`${t(`telegramDigest.sourceType.${source.sourceType === 'FOLDER' ? 'FOLDER' : sourceTypeOf(source.type)}`)} · ${t('telegramDigest.edit.channels.id', { id: source.channelId ?? String(source.folderId ?? source.sourceId) })}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
      <AddSourceDialog open={picking} current={sources} onAdd={onAdd} onClose={() => setPicking(false)} />
    </Card>
  );
}

/** The contract types a chat's kind as a string (CHANNEL, GROUP, Chat, USER); anything else reads as a channel. */
const sourceTypeOf = (type: string): 'CHANNEL' | 'GROUP' | 'Chat' | 'USER' => (type === 'GROUP' || type === 'Chat' || type === 'USER' ? type : 'CHANNEL');
