import ImageIcon from '@mui/icons-material/Image';
import LibraryAddIcon from '@mui/icons-material/LibraryAdd';
import MicIcon from '@mui/icons-material/Mic';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { useId, useState } from 'react';
import { useT } from '../../i18n/LocaleProvider';
import { SAMPLES, type Sample } from './samples';

interface Props {
  disabled: boolean;
  onSample: (sample: Sample) => void;
}

/** A menu of ready-made voice notes and photos the sandbox's fake OpenAI understands (samples.ts). */
export function SamplesMenu({ disabled, onSample }: Props) {
  const t = useT();
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const choose = (sample: Sample) => {
    setAnchor(null);
    onSample(sample);
  };

  return (
    <>
      <Tooltip title={t('sandboxChat.samples.label')}>
        <span>
          <IconButton
            id={`${id}-button`}
            aria-label={t('sandboxChat.samples.button')}
            aria-haspopup="menu"
            aria-controls={open ? `${id}-menu` : undefined}
            aria-expanded={open ? 'true' : undefined}
            onClick={(event) => setAnchor(event.currentTarget)}
            disabled={disabled}
          >
            <LibraryAddIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Menu id={`${id}-menu`} anchorEl={anchor} open={open} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-labelledby': `${id}-button` } }}>
        {SAMPLES.map((sample) => (
          <MenuItem key={sample.id} onClick={() => choose(sample)} data-sample={sample.id}>
            <ListItemIcon>{sample.kind === 'voice' ? <MicIcon fontSize="small" /> : <ImageIcon fontSize="small" />}</ListItemIcon>
            {sample.kind === 'voice' ? (
              <ListItemText primary={sample.text} secondary={t('sandboxChat.samples.voice', { language: t(`sandboxChat.samples.languages.${sample.language}`) })} slotProps={{ primary: { lang: sample.language } }} />
            ) : (
              <ListItemText primary={t(`sandboxChat.samples.${sample.label}`)} secondary={t('sandboxChat.samples.photo')} />
            )}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
