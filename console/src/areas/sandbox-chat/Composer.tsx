import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import ReplyIcon from '@mui/icons-material/Reply';
import SendIcon from '@mui/icons-material/Send';
import { Box, Button, IconButton, Menu, MenuItem, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useT } from '../../i18n/LocaleProvider';
import type { FileKind } from './api';
import type { Sample } from './samples';
import { SamplesMenu } from './SamplesMenu';
import { VoiceRecorder } from './VoiceRecorder';

/** The message the person is replying to, as the preview above the composer shows it. */
export interface ReplyPreview {
  id: number;
  /** Who wrote it (the bot's name, or "You"). */
  name: string;
  /** Its plain text, or its file's name. */
  text: string;
}

interface Props {
  busy: boolean;
  onText: (text: string) => Promise<boolean>;
  onFile: (kind: FileKind, file: Blob, name: string) => void;
  onSample: (sample: Sample) => void;
  onError: (message: string) => void;
  /** The message a send will reply to, or null. */
  reply: ReplyPreview | null;
  onCancelReply: () => void;
}

const ACCEPT: Record<FileKind, string> = { photo: 'image/*', document: '*/*', voice: 'audio/*' };

/**
 * What the person types or sends: text (Enter sends, Shift+Enter a new line), a file, a
 * recorded voice message, a sample. Above it, the message a send replies to (Escape or Cancel
 * drops the reply).
 */
export function Composer({ busy, onText, onFile, onSample, onError, reply, onCancelReply }: Props) {
  const t = useT();
  const [text, setText] = useState('');
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [kind, setKind] = useState<FileKind>('photo');
  const input = useRef<HTMLInputElement>(null);
  const message = useRef<HTMLTextAreaElement>(null);
  const quoteId = useId();

  // Choosing Reply on a message brings the person here to type the reply.
  const replyId = reply?.id;
  useEffect(() => {
    if (replyId !== undefined) message.current?.focus();
  }, [replyId]);

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
  const cancelReply = () => {
    onCancelReply();
    message.current?.focus();
  };
  // Escape anywhere in the composer (not in a menu it opened, which closes itself) drops the reply.
  const escape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || reply === null || !event.currentTarget.contains(event.target as Node)) return;
    event.preventDefault();
    cancelReply();
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
    <Box component="form" onSubmit={(event) => void submit(event)} onKeyDown={escape}>
      {reply && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, pl: 1, py: 0.5, borderLeft: 3, borderColor: 'primary.main', bgcolor: 'action.hover', borderRadius: 1 }} data-testid="chat-reply-preview">
          <ReplyIcon color="primary" />
          <Box id={quoteId} sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="caption" component="p" sx={{ fontWeight: 600 }}>
              {t('sandboxChat.replyingTo', { name: reply.name })}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {reply.text}
            </Typography>
          </Box>
          <Tooltip title={t('sandboxChat.cancelReply')}>
            <IconButton aria-label={t('sandboxChat.cancelReply')} onClick={cancelReply}>
              <CloseIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      )}
      {/* One row; on a narrow screen the field and Send wrap below the buttons. */}
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'flex-end', flexWrap: 'wrap' }}>
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
        <SamplesMenu disabled={busy} onSample={onSample} />
        <VoiceRecorder disabled={busy} onRecorded={(audio, name) => onFile('voice', audio, name)} onError={onError} />
        <TextField
          label={t('sandboxChat.message')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={keyDown}
          multiline
          maxRows={6}
          size="small"
          sx={{ flex: '1 1 12rem', minWidth: 0 }}
          inputRef={message}
          slotProps={{ htmlInput: { maxLength: 4096, 'aria-describedby': reply ? quoteId : undefined } }}
        />
        <Button type="submit" variant="contained" endIcon={<SendIcon />} disabled={busy || text.trim() === ''}>
          {busy ? t('sandboxChat.sending') : t('sandboxChat.send')}
        </Button>
      </Stack>
    </Box>
  );
}
