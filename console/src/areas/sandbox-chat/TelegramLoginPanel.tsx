import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n/LocaleProvider';
import { SANDBOX_TELEGRAM_LOGIN_INFO_PATH, sandboxLoginInfoSchema, type SandboxLoginInfo } from '../../../../contracts/sandbox-telegram.ts';

/**
 * What the person would read in their own Telegram app while signing in to the digest tool:
 * the login code the fake account sent to a number, and that number's 2FA password.
 */
export function TelegramLoginPanel() {
  const t = useT();
  const [phone, setPhone] = useState('');
  const [info, setInfo] = useState<SandboxLoginInfo | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const show = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      const response = await fetch(`${SANDBOX_TELEGRAM_LOGIN_INFO_PATH}?phone=${encodeURIComponent(phone.trim())}`);
      const body: unknown = await response.json();
      if (!response.ok) throw new Error((body as { message?: string } | null)?.message ?? `HTTP ${response.status}`);
      setInfo(sandboxLoginInfoSchema.parse(body));
    } catch (err) {
      setInfo(null);
      setProblem(err instanceof Error ? err.message : String(err));
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="login-heading" sx={{ p: 2, mt: 3 }}>
      <Typography id="login-heading" variant="h6" component="h2">
        {t('sandboxChat.login.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('sandboxChat.login.intro')}
      </Typography>
      <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={2} onSubmit={(event) => void show(event)}>
        <TextField label={t('sandboxChat.login.phone')} value={phone} onChange={(event) => setPhone(event.target.value)} size="small" type="tel" required />
        <Button type="submit" variant="outlined">
          {t('sandboxChat.login.show')}
        </Button>
      </Stack>
      <Box aria-live="polite" sx={{ mt: 2 }}>
        {problem && <Alert severity="error">{problem}</Alert>}
        {info && (
          <Stack spacing={0.5}>
            <Typography>{info.code ? t('sandboxChat.login.code', { code: info.code, until: new Date(info.codeExpiresAt ?? '').toLocaleTimeString() }) : t('sandboxChat.login.noCode')}</Typography>
            <Typography>{info.password ? t('sandboxChat.login.password', { password: info.password }) : t('sandboxChat.login.noPassword')}</Typography>
          </Stack>
        )}
      </Box>
    </Paper>
  );
}
