import { Alert, Box, CircularProgress, Container, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { SandboxBot, SandboxMessage, SandboxUser } from '../../../../contracts/sandbox-telegram.ts';
import { telegramBotSchema, type TelegramBot } from '../../../../contracts/telegram.ts';
import { usePublicConfig } from '../../config/PublicConfigContext';
import { useT } from '../../i18n/LocaleProvider';
import NotFoundPage from '../../shell/NotFoundPage';
import { chatApi, type FileKind } from './api';
import { deepLinkOf } from './deep-link';
import { MessageBubble } from './MessageBubble';
import { Composer } from './Composer';
import { useChatPolling } from './useChatPolling';

/** A chat action shows this long unless a message follows sooner (Telegram: 5 s). */
const ACTION_MS = 5000;

const plainText = (message: SandboxMessage) => (message.html ? (new DOMParser().parseFromString(message.text, 'text/html').body.textContent ?? '') : message.text);

/** The sandbox chat (sandbox only): a person picks a bot and a demo Telegram user and chats. */
export default function ChatPage() {
  const config = usePublicConfig();
  if (config === null) return <CircularProgress sx={{ m: 4 }} aria-label="…" />;
  if (!config.sandbox) return <NotFoundPage />;
  return <Chat />;
}

function Chat() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const [bots, setBots] = useState<SandboxBot[]>([]);
  const [users, setUsers] = useState<SandboxUser[]>([]);
  const [bot, setBot] = useState<TelegramBot | null>(telegramBotSchema.safeParse(params.get('bot')).data ?? null);
  const [userId, setUserId] = useState<number | null>(Number(params.get('user')) || null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { messages, error, merge } = useChatPolling(bots.length > 0 ? bot : null, users.length > 0 ? userId : null);
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    Promise.all([chatApi.bots(), chatApi.users()])
      .then(([b, u]) => {
        setBots(b);
        setUsers(u);
        setBot((current) => current ?? b[0]?.bot ?? null);
        setUserId((current) => (current !== null && u.some((x) => x.id === current) ? current : (u[0]?.id ?? null)));
      })
      .catch((failure: unknown) => setProblem(t('sandboxChat.loadFailed', { message: failure instanceof Error ? failure.message : String(failure) })));
  }, [t]);

  const current = bots.find((b) => b.bot === bot);
  const botName = current?.name ?? '';

  const sendText = useCallback(
    async (text: string, to: TelegramBot | null = bot) => {
      if (to === null || userId === null) return false;
      setBusy(true);
      try {
        const sent = await chatApi.sendText(to, userId, text);
        if (to === bot) merge([sent]);
        setProblem(null);
        return true;
      } catch (failure) {
        setProblem(t('sandboxChat.sendFailed', { message: failure instanceof Error ? failure.message : String(failure) }));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [bot, userId, merge, t],
  );

  // ?start=CODE: what following a deep link t.me/<bot>?start=CODE does in Telegram.
  const start = params.get('start');
  useEffect(() => {
    if (start === null || bots.length === 0 || users.length === 0 || bot === null || userId === null) return;
    setParams(
      (p) => {
        p.delete('start');
        return p;
      },
      { replace: true },
    );
    void sendText(start ? `/start ${start}` : '/start');
  }, [start, bots.length, users.length, bot, userId, sendText, setParams]);

  /** A bot deep link opens that bot's chat with /start; any other link is left to the browser. */
  const follow = useCallback(
    (href: string) => {
      const link = deepLinkOf(href, bots);
      if (!link) return false;
      setBot(link.bot.bot);
      setParams(
        (p) => {
          p.set('bot', link.bot.bot);
          p.set('start', link.start);
          return p;
        },
        { replace: true },
      );
      return true;
    },
    [bots, setParams],
  );

  const press = (messageId: number, data: string) => {
    if (bot === null || userId === null) return;
    chatApi.press(bot, userId, messageId, data).catch((failure: unknown) => setProblem(t('sandboxChat.sendFailed', { message: failure instanceof Error ? failure.message : String(failure) })));
  };

  const sendFile = (kind: FileKind, file: Blob, name: string) => {
    if (bot === null || userId === null) return;
    setBusy(true);
    chatApi
      .sendFile(bot, userId, kind, file, name)
      .then((sent) => {
        merge([sent]);
        setProblem(null);
      })
      .catch((failure: unknown) => setProblem(t('sandboxChat.sendFailed', { message: failure instanceof Error ? failure.message : String(failure) })))
      .finally(() => setBusy(false));
  };

  const shown = messages.filter((m) => m.action === null);
  const lastAction = messages.at(-1)?.action ? messages.at(-1) : undefined;
  const typing = lastAction !== undefined && Date.now() - Date.parse(lastAction.date) < ACTION_MS;
  const lastBot = [...shown].reverse().find((m) => m.from === 'bot');
  const announcement = useMemo(() => (lastBot ? t('sandboxChat.newMessage', { name: botName, text: plainText(lastBot) || (lastBot.attachment?.name ?? '') }) : ''), [lastBot, botName, t]);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [shown.length]);

  const choose = (nextBot: TelegramBot | null, nextUser: number | null) => {
    setBot(nextBot);
    setUserId(nextUser);
    setParams(
      (p) => {
        if (nextBot) p.set('bot', nextBot);
        if (nextUser !== null) p.set('user', String(nextUser));
        return p;
      },
      { replace: true },
    );
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <title>{`${t('sandboxChat.title')} · ${t('app.name')}`}</title>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('sandboxChat.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('sandboxChat.intro')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField select label={t('sandboxChat.bot')} value={bot ?? ''} onChange={(event) => choose(telegramBotSchema.parse(event.target.value), userId)} fullWidth size="small">
          {bots.map((b) => (
            <MenuItem key={b.bot} value={b.bot}>
              {`${b.name} (@${b.username})`}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label={t('sandboxChat.user')} value={userId ?? ''} onChange={(event) => choose(bot, Number(event.target.value))} fullWidth size="small">
          {users.map((u) => (
            <MenuItem key={u.id} value={u.id}>
              {t('sandboxChat.userOption', { name: u.firstName, username: u.username, language: u.languageCode })}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {(problem ?? error) && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {problem ?? t('sandboxChat.loadFailed', { message: error ?? '' })}
        </Alert>
      )}
      <Paper variant="outlined" component="section" aria-labelledby="chat-heading" sx={{ p: 2 }}>
        <Typography id="chat-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('sandboxChat.chatWith', { name: botName })}
        </Typography>
        <Box sx={{ height: { xs: 360, md: 460 }, overflowY: 'auto', mb: 2 }} tabIndex={0} aria-label={t('sandboxChat.chatWith', { name: botName })}>
          {shown.length === 0 ? (
            <Typography color="text.secondary">{t('sandboxChat.empty')}</Typography>
          ) : (
            <Stack component="ol" spacing={1} sx={{ p: 0, m: 0 }}>
              {shown.map((m) => (
                <MessageBubble key={m.id} message={m} botName={botName} onLink={follow} onPress={press} />
              ))}
            </Stack>
          )}
          {typing && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1, fontStyle: 'italic' }}>
              {t('sandboxChat.typing', { name: botName })}
            </Typography>
          )}
          <div ref={end} />
        </Box>
        <Box aria-live="polite" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {announcement}
        </Box>
        <Composer busy={busy || bot === null || userId === null} onText={(text) => sendText(text)} onFile={sendFile} onError={setProblem} />
      </Paper>
    </Container>
  );
}
