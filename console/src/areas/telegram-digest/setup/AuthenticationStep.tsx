import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Alert, Box, Button, CircularProgress, TextField, Typography } from '@mui/material';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useT } from '../../../i18n/LocaleProvider';
import { ActionAlert } from '../../../shell/ActionAlert';
import { digestPaths } from '../shared/routes';
import { FormProblem } from './FormProblem';
import { useTelegramSignIn } from './use-telegram-sign-in';

/** Spec 9: the code Telegram sends is typed into a field of at most 5 characters. */
export const AUTH_CODE_MAX = 5;

interface Props {
  hasCredentials: boolean;
  onGoToCredentials: () => void;
}

/** Spec 2 '2. Authentication': the sign-in steps, or 'Authentication Successful!' when the session is valid. */
export function AuthenticationStep({ hasCredentials, onGoToCredentials }: Props) {
  const t = useT();
  const signIn = useTelegramSignIn(hasCredentials);
  const { step, busy, problem } = signIn;
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');

  if (!hasCredentials) {
    return (
      <StepBody>
        <ActionAlert severity="info" actionLabel={t('telegramDigest.setup.auth.goToCredentials')} onAction={onGoToCredentials}>
          {t('telegramDigest.setup.auth.needsCredentials')}
        </ActionAlert>
      </StepBody>
    );
  }
  if (step.kind === 'checking') {
    return (
      <StepBody>
        <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <CircularProgress size={20} aria-hidden />
          <Typography color="text.secondary">{t('telegramDigest.setup.loading')}</Typography>
        </Box>
      </StepBody>
    );
  }
  if (step.kind === 'done') {
    return (
      <StepBody>
        <Box role="status" sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }} data-testid="auth-success">
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <CheckCircleIcon color="success" aria-hidden />
            <Typography variant="h6" component="h3">
              {t('telegramDigest.setup.auth.successState')}
            </Typography>
          </Box>
          {step.username !== null && <Typography>{t('telegramDigest.setup.auth.connectedAs', { username: step.username })}</Typography>}
          <Button component={RouterLink} to={digestPaths.list} variant="contained">
            {t('telegramDigest.setup.auth.nextStep')}
          </Button>
        </Box>
      </StepBody>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step.kind === 'phone') void signIn.sendCode(phone);
    else if (step.kind === 'code') void signIn.verifyCode(code);
    else void signIn.verifyPassword(password);
  };

  return (
    <StepBody>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }} data-testid={`auth-${step.kind}`}>
        {step.kind === 'phone' && (
          <TextField
            key="phone"
            type="tel"
            label={t('telegramDigest.setup.auth.phone')}
            helperText={t('telegramDigest.setup.auth.phoneHelp')}
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            required
            disabled={busy}
            autoComplete="tel"
            slotProps={{ htmlInput: { maxLength: 24 } }}
          />
        )}
        {step.kind === 'code' && (
          <TextField
            key="code"
            label={t('telegramDigest.setup.auth.code')}
            helperText={t('telegramDigest.setup.auth.codeHelp', { phone: step.phone })}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            required
            disabled={busy}
            autoFocus
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { maxLength: AUTH_CODE_MAX, inputMode: 'numeric' } }}
          />
        )}
        {step.kind === 'password' && (
          <>
            <Alert severity="info">{t('telegramDigest.setup.auth.twoFactorBody')}</Alert>
            <TextField
              key="password"
              type="password"
              label={t('telegramDigest.setup.auth.password')}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              required
              disabled={busy}
              autoFocus
              autoComplete="current-password"
            />
          </>
        )}
        <FormProblem problem={problem} />
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={busy}>
            {step.kind === 'phone'
              ? t(busy ? 'telegramDigest.setup.auth.sending' : 'telegramDigest.setup.auth.sendCode')
              : t(busy ? 'telegramDigest.setup.auth.verifying' : 'telegramDigest.setup.auth.verify')}
          </Button>
          {step.kind !== 'phone' && (
            <Button
              onClick={() => {
                setCode('');
                setPassword('');
                signIn.restart();
              }}
              disabled={busy}
            >
              {t('telegramDigest.setup.auth.otherNumber')}
            </Button>
          )}
        </Box>
      </Box>
    </StepBody>
  );
}

/** The step's heading above whatever it shows now. */
function StepBody({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <Typography variant="h6" component="h2">
        {t('telegramDigest.setup.auth.title')}
      </Typography>
      {children}
    </Box>
  );
}
