import ReplyIcon from '@mui/icons-material/Reply';
import { Box, Button, IconButton, Link, Paper, Stack, Tooltip, Typography } from '@mui/material';
import type { SandboxMessage } from '../../../../contracts/sandbox-telegram.ts';
import { useT } from '../../i18n/LocaleProvider';
import { TelegramHtml } from './TelegramHtml';
import { srOnly } from '../../shell/sr-only';

interface Props {
  message: SandboxMessage;
  botName: string;
  onLink: (href: string) => boolean;
  onPress: (messageId: number, data: string) => void;
  /** The person chooses to reply to this (bot) message. */
  onReply: (message: SandboxMessage) => void;
}

/** Read by screen readers only. */

/** The message a reply answers, quoted at the top of the reply as Telegram draws it. */
function Quote({ reply, botName }: { reply: NonNullable<SandboxMessage['replyTo']>; botName: string }) {
  const t = useT();
  return (
    <Box sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 1, mb: 0.5, minWidth: 0 }} data-testid="chat-reply-quote">
      <Typography variant="caption" component="p" sx={{ fontWeight: 600 }}>
        <Box component="span" sx={srOnly}>
          {`${t('sandboxChat.inReplyTo')} `}
        </Box>
        {reply.from === 'bot' ? botName : t('sandboxChat.you')}
      </Typography>
      <Typography variant="body2" color="text.secondary" noWrap>
        {reply.text}
      </Typography>
    </Box>
  );
}

/** One message: the person's on the right, the bot's on the left with its formatting, file and buttons. */
export function MessageBubble({ message, botName, onLink, onPress, onReply }: Props) {
  const t = useT();
  const mine = message.from === 'user';
  const { attachment } = message;
  return (
    <Stack component="li" sx={{ listStyle: 'none', alignItems: mine ? 'flex-end' : 'flex-start' }} data-testid="chat-message" data-from={message.from}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', maxWidth: '80%', minWidth: 0 }}>
        <Paper variant="outlined" sx={{ px: 1.5, py: 1, minWidth: 0, bgcolor: mine ? 'primary.50' : 'background.paper', borderColor: mine ? 'primary.light' : 'divider' }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {mine ? t('sandboxChat.you') : botName}
          </Typography>
          {message.replyTo && <Quote reply={message.replyTo} botName={botName} />}
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
        {!mine && (
          // Right after the message in the tab order, before its inline keyboard; always shown, never on hover only.
          <Tooltip title={t('sandboxChat.reply')}>
            <IconButton size="small" aria-label={t('sandboxChat.replyTo')} onClick={() => onReply(message)}>
              <ReplyIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
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
