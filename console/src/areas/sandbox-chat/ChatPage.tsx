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
import { buildSample, type Sample } from './samples';
import { useChatPolling } from './useChatPolling';
import { TelegramLoginPanel } from './TelegramLoginPanel';
import { srOnly } from '../../shell/sr-only';

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
  // The message a send replies to, in the chat it belongs to (another chat's is never sent).
  const [replying, setReplying] = useState<{ bot: TelegramBot; userId: number; message: SandboxMessage } | null>(null);
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
  const reply = replying !== null && replying.bot === bot && replying.userId === userId ? replying.message : null;
  const failed = useCallback((failure: unknown) => setProblem(t('sandboxChat.sendFailed', { message: failure instanceof Error ? failure.message : String(failure) })), [t]);

  const sendText = useCallback(
    async (text: string, to: TelegramBot | null = bot, replyTo?: number) => {
      if (to === null || userId === null) return false;
      setBusy(true);
      try {
        const sent = await chatApi.sendText(to, userId, text, replyTo);
        if (to === bot) merge([sent]);
        if (replyTo !== undefined) setReplying(null);
        setProblem(null);
        return true;
      } catch (failure) {
        failed(failure);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [bot, userId, merge, failed],
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
      setReplying(null);
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
    chatApi.press(bot, userId, messageId, data).catch(failed);
  };

  /** A file (chosen, recorded or a sample) as a reply when one is chosen. */
  const sendFile = async (kind: FileKind, file: Blob, name: string) => {
    if (bot === null || userId === null) return;
    setBusy(true);
    try {
      merge([await chatApi.sendFile(bot, userId, kind, file, name, reply?.id)]);
      if (reply) setReplying(null);
      setProblem(null);
    } catch (failure) {
      failed(failure);
    } finally {
      setBusy(false);
    }
  };

  const sendSample = async (sample: Sample) => {
    if (bot === null || userId === null) return;
    setBusy(true);
    let built;
    try {
      built = await buildSample(sample);
    } catch (failure) {
      setProblem(t('sandboxChat.samples.failed', { message: failure instanceof Error ? failure.message : String(failure) }));
      setBusy(false);
      return;
    }
    await sendFile(built.kind, built.blob, built.name);
  };

  const startReply = (message: SandboxMessage) => {
    if (bot !== null && userId !== null) setReplying({ bot, userId, message });
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
    setReplying(null);
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
                <MessageBubble key={m.id} message={m} botName={botName} onLink={follow} onPress={press} onReply={startReply} />
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
        <Box aria-live="polite" sx={srOnly}>
          {announcement}
        </Box>
        <Composer
          busy={busy || bot === null || userId === null}
          onText={(text) => sendText(text, bot, reply?.id)}
          onFile={(kind, file, name) => void sendFile(kind, file, name)}
          onSample={(sample) => void sendSample(sample)}
          onError={setProblem}
          reply={reply && { id: reply.id, name: reply.from === 'bot' ? botName : t('sandboxChat.you'), text: plainText(reply) || (reply.attachment?.name ?? '') }}
          onCancelReply={() => setReplying(null)}
        />
      </Paper>
      <TelegramLoginPanel />
    </Container>
  );
}
