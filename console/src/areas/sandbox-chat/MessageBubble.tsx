import { Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import type { SandboxMessage } from '../../../../contracts/sandbox-telegram.ts';
import { useT } from '../../i18n/LocaleProvider';
import { TelegramHtml } from './TelegramHtml';

interface Props {
  message: SandboxMessage;
  botName: string;
  onLink: (href: string) => boolean;
  onPress: (messageId: number, data: string) => void;
}

/** One message: the person's on the right, the bot's on the left with its formatting, file and buttons. */
export function MessageBubble({ message, botName, onLink, onPress }: Props) {
  const t = useT();
  const mine = message.from === 'user';
  const { attachment } = message;
  return (
    <Stack component="li" sx={{ listStyle: 'none', alignItems: mine ? 'flex-end' : 'flex-start' }} data-testid="chat-message" data-from={message.from}>
      <Paper variant="outlined" sx={{ px: 1.5, py: 1, maxWidth: '80%', bgcolor: mine ? 'primary.50' : 'background.paper', borderColor: mine ? 'primary.light' : 'divider' }}>
        <Typography variant="caption" color="text.secondary" component="p">
          {mine ? t('sandboxChat.you') : botName}
        </Typography>
        {attachment && attachment.kind === 'photo' && <Box component="img" src={attachment.url} alt={attachment.name} sx={{ maxWidth: '100%', maxHeight: 240, display: 'block', borderRadius: 1 }} />}
        {attachment && attachment.kind === 'voice' && (
          <audio controls src={attachment.url} aria-label={t('sandboxChat.attachment', { kind: t('sandboxChat.kinds.voice'), name: attachment.name })} />
        )}
        {attachment && attachment.kind === 'document' && (
          <Link href={attachment.url} download={attachment.name}>
            {t('sandboxChat.download', { name: attachment.name })}
          </Link>
        )}
        {message.text && (
          <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.html ? <TelegramHtml html={message.text} onLink={onLink} /> : message.text}
          </Typography>
        )}
        {message.edited && (
          <Typography variant="caption" color="text.secondary">
            {t('sandboxChat.edited')}
          </Typography>
        )}
      </Paper>
      {message.buttons.length > 0 && (
        <Stack spacing={0.5} sx={{ mt: 0.5, maxWidth: '80%' }}>
          {message.buttons.map((row, r) => (
            <Stack direction="row" spacing={0.5} key={r}>
              {row.map((button) =>
                button.url ? (
                  <Button key={button.text} size="small" variant="outlined" href={button.url} target="_blank" rel="noopener noreferrer" onClick={(event) => onLink(button.url!) && event.preventDefault()}>
                    {button.text}
                  </Button>
                ) : (
                  <Button key={button.text} size="small" variant="outlined" onClick={() => onPress(message.id, button.callbackData ?? '')}>
                    {button.text}
                  </Button>
                ),
              )}
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
