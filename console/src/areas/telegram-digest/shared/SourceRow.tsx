import CheckIcon from '@mui/icons-material/Check';
import { Box, Button, ListItem, ListItemText } from '@mui/material';
import { useT } from '../../../i18n/LocaleProvider';
import { sourceTitle, type PickedSource } from './picked-source';
import { channelDetails } from './source-labels';

interface Props {
  source: PickedSource;
  onAdd: () => void;
  /** Already picked: said with an icon and a word beside the title. */
  chosen?: boolean;
  disabled?: boolean;
}

/**
 * One chat, channel or folder in a picker list, with its Add button: under the title a chat's
 * @username and kind, a folder's count of chats.
 */
export function SourceRow({ source, onAdd, chosen = false, disabled = false }: Props) {
  const t = useT();
  const title = sourceTitle(source);
  const secondary = source.kind === 'channel' ? channelDetails(source.channel, t) : t('telegramDigest.create.folderChats', { smart_count: source.folder.includePeers });
  return (
    <ListItem
      divider
      secondaryAction={
        <Button size="small" variant="outlined" onClick={onAdd} aria-label={t('telegramDigest.create.addSource', { name: title })} disabled={disabled}>
          {t('telegramDigest.create.add')}
        </Button>
      }
      sx={{ pr: 14 }}
    >
      <ListItemText
        primary={
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <span>{title}</span>
            {chosen && (
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, color: 'success.main', fontSize: 13 }}>
                <CheckIcon fontSize="inherit" aria-hidden />
                {t('telegramDigest.create.added')}
              </Box>
            )}
          </Box>
        }
        secondary={secondary}
      />
    </ListItem>
  );
}
