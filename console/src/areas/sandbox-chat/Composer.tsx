import AttachFileIcon from '@mui/icons-material/AttachFile';
import SendIcon from '@mui/icons-material/Send';
import { Button, IconButton, Menu, MenuItem, Stack, TextField, Tooltip } from '@mui/material';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useT } from '../../i18n/LocaleProvider';
import type { FileKind } from './api';
import { VoiceRecorder } from './VoiceRecorder';

interface Props {
  busy: boolean;
  onText: (text: string) => Promise<boolean>;
  onFile: (kind: FileKind, file: Blob, name: string) => void;
  onError: (message: string) => void;
}

const ACCEPT: Record<FileKind, string> = { photo: 'image/*', document: '*/*', voice: 'audio/*' };

/** What the person types or sends: text (Enter sends, Shift+Enter a new line), a file, a recorded voice message. */
export function Composer({ busy, onText, onFile, onError }: Props) {
  const t = useT();
  const [text, setText] = useState('');
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [kind, setKind] = useState<FileKind>('photo');
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const trimmed = text.trim();
    if (!trimmed || busy) return;
    if (await onText(trimmed)) setText('');
  };
  const keyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void submit();
    }
  };
  const choose = (chosen: FileKind) => {
    setMenu(null);
    setKind(chosen);
    if (input.current) {
      input.current.accept = ACCEPT[chosen];
      input.current.click();
    }
  };

  return (
    <Stack component="form" direction="row" spacing={1} sx={{ alignItems: 'flex-end' }} onSubmit={(event) => void submit(event)}>
      <Tooltip title={t('sandboxChat.attach')}>
        <span>
          <IconButton aria-label={t('sandboxChat.attach')} aria-haspopup="menu" onClick={(event) => setMenu(event.currentTarget)} disabled={busy}>
            <AttachFileIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
        <MenuItem onClick={() => choose('photo')}>{t('sandboxChat.attachPhoto')}</MenuItem>
        <MenuItem onClick={() => choose('document')}>{t('sandboxChat.attachDocument')}</MenuItem>
        <MenuItem onClick={() => choose('voice')}>{t('sandboxChat.attachVoice')}</MenuItem>
      </Menu>
      <input
        ref={input}
        type="file"
        hidden
        data-testid="chat-file-input"
        data-kind={kind}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(kind, file, file.name);
        }}
      />
      <VoiceRecorder disabled={busy} onRecorded={(audio, name) => onFile('voice', audio, name)} onError={onError} />
      <TextField
        label={t('sandboxChat.message')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={keyDown}
        multiline
        maxRows={6}
        fullWidth
        size="small"
        slotProps={{ htmlInput: { maxLength: 4096 } }}
      />
      <Button type="submit" variant="contained" endIcon={<SendIcon />} disabled={busy || text.trim() === ''}>
        {busy ? t('sandboxChat.sending') : t('sandboxChat.send')}
      </Button>
    </Stack>
  );
}
