import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { digestCredentialsSchema } from '../../../../../contracts/digest.ts';
import { isUnauthorizedError } from '../../../api/api-error';
import { useApi } from '../../../api/ApiContext';
import { useT } from '../../../i18n/LocaleProvider';
import { digestApi } from '../shared/digest-api';
import { describeDigestError, showSuccess } from '../shared/digest-errors';
import { FormProblem, type Problem } from './FormProblem';

interface Props {
  /** Credentials are already stored: saving replaces them (and signs the old session out). */
  saved: boolean;
  onSaved: () => void;
}

type FieldProblems = { apiId?: boolean; apiHash?: boolean };

/** Spec 2 '1. API Credentials' and spec 5: both API ID and API Hash are required. */
export function CredentialsStep({ saved, onSaved }: Props) {
  const t = useT();
  const api = useApi();
  const [apiId, setApiId] = useState('');
  const [apiHash, setApiHash] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [invalid, setInvalid] = useState<FieldProblems>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const credentials = { apiId: apiId.trim(), apiHash: apiHash.trim() };
    if (credentials.apiId === '' || credentials.apiHash === '') {
      setInvalid({ apiId: credentials.apiId === '', apiHash: credentials.apiHash === '' });
      setProblem({ text: 'telegramDigest.setup.credentials.required' });
      return;
    }
    // The API's own schema: a value it would refuse is said here, by field, before the call.
    const checked = digestCredentialsSchema.safeParse(credentials);
    if (!checked.success) {
      const fields = new Set(checked.error.issues.map((issue) => issue.path[0]));
      setInvalid({ apiId: fields.has('apiId'), apiHash: fields.has('apiHash') });
      setProblem(null);
      return;
    }
    setInvalid({});
    setProblem(null);
    setBusy(true);
    try {
      await digestApi.saveCredentials(api, credentials);
    } catch (error) {
      setBusy(false);
      if (!isUnauthorizedError(error)) setProblem({ text: 'telegramDigest.setup.credentials.failed', reason: describeDigestError(error) });
      return;
    }
    setBusy(false);
    setApiHash('');
    showSuccess('telegramDigest.setup.credentials.savedToast');
    onSaved();
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <Box>
        <Typography variant="h6" component="h2">
          {t('telegramDigest.setup.credentials.title')}
        </Typography>
        <Typography color="text.secondary">{t('telegramDigest.setup.credentials.description')}</Typography>
      </Box>
      {saved && <Alert severity="success">{t('telegramDigest.setup.credentials.saved')}</Alert>}
      <TextField
        label={t('telegramDigest.setup.credentials.apiId')}
        value={apiId}
        onChange={(event) => setApiId(event.target.value)}
        error={invalid.apiId === true}
        helperText={invalid.apiId === true && apiId.trim() !== '' ? t('telegramDigest.setup.credentials.apiIdInvalid') : t('telegramDigest.setup.credentials.apiIdHelp')}
        required
        disabled={busy}
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
      />
      <TextField
        label={t('telegramDigest.setup.credentials.apiHash')}
        value={apiHash}
        onChange={(event) => setApiHash(event.target.value)}
        error={invalid.apiHash === true}
        helperText={invalid.apiHash === true && apiHash.trim() !== '' ? t('telegramDigest.setup.credentials.apiHashInvalid') : t('telegramDigest.setup.credentials.apiHashHelp')}
        required
        disabled={busy}
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: 32, spellCheck: false } }}
      />
      <FormProblem problem={problem} />
      <Box>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? t('telegramDigest.setup.credentials.saving') : t('telegramDigest.setup.credentials.save')}
        </Button>
      </Box>
    </Box>
  );
}
