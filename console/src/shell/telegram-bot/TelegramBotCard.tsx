import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import TelegramIcon from '@mui/icons-material/Telegram';
import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { deepLinkStart, type LinkCodeBody, type LinkStatusBody, type TelegramBot } from '../../../../contracts/telegram.ts';
import { paths } from '../../app/paths';
import { usePublicConfig } from '../../config/PublicConfigContext';
import type { MessageValues } from '../../i18n/types';
import { ActionAlert } from '../ActionAlert';
import { srOnly } from '../sr-only';
import type { TelegramBotLink } from './use-telegram-bot-link';

/**
 * The card's texts, each in the area's own words: `connectedAs` takes `%{username}`,
 * `instructions` takes `%{bot}` (the bot's @username).
 */
export type TelegramBotText =
  | 'title'
  | 'intro'
  | 'loading'
  | 'statusFailed'
  | 'retry'
  | 'unavailable'
  | 'connected'
  | 'notConnected'
  | 'on'
  | 'connectedAs'
  | 'disconnect'
  | 'connect'
  | 'generating'
  | 'codeFailed'
  | 'instructions'
  | 'codeLabel'
  | 'open'
  | 'opensInNewTab'
  | 'waiting'
  | 'lapsed'
  | 'newCode';

interface Props {
  /** The bot: the sandbox chat's `bot=`, and the test ids `<bot>-bot-code` and `<bot>-bot-status`. */
  bot: TelegramBot;
  /** The area's useTelegramBotLink. */
  link: TelegramBotLink;
  /** The area's translation of each of the card's texts. */
  text: (name: TelegramBotText, values?: MessageValues) => string;
  /** The title's heading level on the area's page. */
  heading: 'h2' | 'h3';
  testId: string;
  /** The bot's commands, a paragraph under the intro. */
  commands?: string;
  /** Asked with the browser's confirm before disconnecting; without it Disconnect acts at once. */
  disconnectConfirm?: string;
  /** The Disconnect button's label while it works; without it the label stays. */
  disconnectingLabel?: string;
  /**
   * A linked account is shown (and can be disconnected) even when the bot is not available on
   * this server, and a bot without a username counts as not available. Without it, a bot that is
   * not available hides the link.
   */
  linkedFirst?: boolean;
  /**
   * A lapsed code's warning holds 'Get a new code' itself; without it the warning stands above
   * a Get a new code button, where Connect was.
   */
  newCodeInAlert?: boolean;
}

/** The bot's deep link; in sandbox, where the bots are fakes, the sandbox chat with the same `/start <token>`. */
const botTarget = (bot: TelegramBot, code: LinkCodeBody, sandbox: boolean): string =>
  sandbox ? `${paths.sandboxChat}?${new URLSearchParams({ bot, start: deepLinkStart(code.authUrl) }).toString()}` : code.authUrl;

function Busy({ label }: { label: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
      <CircularProgress size={20} aria-hidden />
      <Typography variant="body2">{label}</Typography>
    </Box>
  );
}

/**
 * A card to link one of the bots whose code the server issues (the analytics and homework
 * bots): the status in words (with an icon), a code with a button opening the bot, the wait
 * until the bot says linked, and Disconnect.
 */
export function TelegramBotCard({ bot, link: state, text, heading, testId, commands, disconnectConfirm, disconnectingLabel, linkedFirst = false, newCodeInAlert = false }: Props) {
  const titleId = useId();
  const sandbox = usePublicConfig()?.sandbox === true;
  const { link, code, disconnecting, read, connect, disconnect } = state;
  const connected = link.kind === 'ready' && link.link.connected;
  // Whether the card says the bot is not available on this server instead of the link.
  const unavailable = (status: LinkStatusBody) => (linkedFirst ? !status.connected && (!status.available || status.botUsername === null) : !status.available);

  let body: ReactNode;
  if (link.kind === 'loading') body = <Busy label={text('loading')} />;
  else if (link.kind === 'failed') {
    body = (
      <ActionAlert severity="error" actionLabel={text('retry')} onAction={read}>
        {text('statusFailed')}
      </ActionAlert>
    );
  } else if (unavailable(link.link)) body = <Alert severity="info">{text('unavailable')}</Alert>;
  else if (link.link.connected) {
    body = (
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2">{link.link.username === null ? text('on') : text('connectedAs', { username: link.link.username })}</Typography>
        <Button size="small" variant="outlined" color="error" startIcon={<LinkOffIcon />} onClick={() => disconnect(disconnectConfirm)} disabled={disconnecting}>
          {disconnecting && disconnectingLabel !== undefined ? disconnectingLabel : text('disconnect')}
        </Button>
      </Box>
    );
  } else if (code.kind === 'issuing') body = <Busy label={text('generating')} />;
  else if (code.kind === 'failed') {
    body = (
      <ActionAlert severity="error" actionLabel={text('retry')} onAction={connect}>
        {text('codeFailed')}
      </ActionAlert>
    );
  } else if (code.kind === 'lapsed' && newCodeInAlert) {
    body = (
      <ActionAlert severity="warning" actionLabel={text('newCode')} onAction={connect}>
        {text('lapsed')}
      </ActionAlert>
    );
  } else if (code.kind === 'waiting') {
    body = (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-start' }}>
        <Typography variant="body2">{text('instructions', { bot: `@${code.code.botUsername}` })}</Typography>
        <Typography variant="body2">
          {text('codeLabel')}{' '}
          <Box component="code" data-testid={`${bot}-bot-code`} sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontWeight: 700, letterSpacing: '0.1em' }}>
            {code.code.authCode}
          </Box>
        </Typography>
        <Button variant="contained" component="a" href={botTarget(bot, code.code, sandbox)} target="_blank" rel="noopener noreferrer" startIcon={<TelegramIcon />} endIcon={<OpenInNewIcon aria-hidden />}>
          {text('open')}
          <Box component="span" sx={srOnly}>
            {` ${text('opensInNewTab')}`}
          </Box>
        </Button>
        <Busy label={text('waiting')} />
      </Box>
    );
  } else {
    body = (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-start' }}>
        {code.kind === 'lapsed' && <Alert severity="warning">{text('lapsed')}</Alert>}
        <Button variant="contained" startIcon={<TelegramIcon />} onClick={connect}>
          {text(code.kind === 'lapsed' ? 'newCode' : 'connect')}
        </Button>
      </Box>
    );
  }

  return (
    <Card component="section" variant="outlined" aria-labelledby={titleId} data-testid={testId}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <TelegramIcon color="primary" aria-hidden />
          <Typography variant="h6" component={heading} id={titleId}>
            {text('title')}
          </Typography>
          {link.kind === 'ready' && (
            <Chip
              size="small"
              variant="outlined"
              color={connected ? 'success' : 'default'}
              icon={connected ? <CheckCircleOutlineIcon /> : <LinkOffIcon />}
              label={text(connected ? 'connected' : 'notConnected')}
              data-testid={`${bot}-bot-status`}
            />
          )}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {text('intro')}
        </Typography>
        {commands !== undefined && (
          <Typography variant="body2" color="text.secondary">
            {commands}
          </Typography>
        )}
        {body}
      </CardContent>
    </Card>
  );
}
