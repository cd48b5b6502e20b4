import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, InputAdornment, Stack, TextField, Tooltip, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useApi } from '../../../api/ApiContext';
import { usePublicConfig } from '../../../config/PublicConfigContext';
import { useT } from '../../../i18n/LocaleProvider';
import type { MessageKey } from '../../../i18n/types';
import { callbackUrl } from '../guide/steps';
import { deleteCredentials, saveCredentials, type YoutubeCredentialsInput } from './channel-api';

/** Spec 9: the dialog closes this long after the success message. */
export const CLOSE_AFTER_SAVE_MS = 2000;

const FIELDS: { name: keyof YoutubeCredentialsInput; label: MessageKey; secret: boolean }[] = [
  { name: 'apiKey', label: 'youtube.channel.dialog.apiKey', secret: true },
  { name: 'clientId', label: 'youtube.channel.dialog.clientId', secret: false },
  { name: 'clientSecret', label: 'youtube.channel.dialog.clientSecret', secret: true },
];

const EMPTY: YoutubeCredentialsInput = { apiKey: '', clientId: '', clientSecret: '' };

interface Props {
  open: boolean;
  hasCredentials: boolean;
  onClose: () => void;
  /** Saved or removed: the connection is checked again. */
  onChanged: () => void;
}

/** The YouTube API Settings dialog: the creator's own API key and OAuth client (spec 5). */
export function CredentialsDialog({ open, hasCredentials, onClose, onChanged }: Props) {
  const t = useT();
  const api = useApi();
  const [values, setValues] = useState(EMPTY);
  const [busy, setBusy] = useState<'save' | 'disconnect' | null>(null);
  const [error, setError] = useState<MessageKey | null>(null);
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState(false);
  const closing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // As the YouTube API guide shows it: on the configured API host, which may not be this page's.
  const redirectUri = callbackUrl(usePublicConfig()?.apiBaseUrl ?? window.location.origin);

  useEffect(() => {
    if (!open) return;
    setValues(EMPTY);
    setError(null);
    setSaved(false);
    setCopied(false);
  }, [open]);
  useEffect(() => () => clearTimeout(closing.current), []);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = { apiKey: values.apiKey.trim(), clientId: values.clientId.trim(), clientSecret: values.clientSecret.trim() };
    if (!trimmed.apiKey || !trimmed.clientId || !trimmed.clientSecret) return setError('youtube.channel.dialog.required');
    setBusy('save');
    setError(null);
    try {
      await saveCredentials(api, trimmed);
      setSaved(true);
      closing.current = setTimeout(() => {
        onClose();
        onChanged();
      }, CLOSE_AFTER_SAVE_MS);
    } catch {
      setError('youtube.channel.errors.save');
    } finally {
      setBusy(null);
    }
  };

  const disconnect = async () => {
    setBusy('disconnect');
    setError(null);
    try {
      await deleteCredentials(api);
      onClose();
      onChanged();
    } catch {
      setError('youtube.channel.errors.disconnect');
    } finally {
      setBusy(null);
    }
  };

  const copy = () => {
    navigator.clipboard.writeText(redirectUri).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="youtube-settings-title">
      <Box component="form" onSubmit={(event) => void save(event)} noValidate>
        <DialogTitle id="youtube-settings-title">{t('youtube.channel.dialog.title')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('youtube.channel.dialog.intro')}
          </Typography>
          <Stack spacing={2}>
            {FIELDS.map((field) => (
              <TextField
                key={field.name}
                label={t(field.label)}
                type={field.secret ? 'password' : 'text'}
                autoComplete="off"
                required
                fullWidth
                value={values[field.name]}
                disabled={saved}
                onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
              />
            ))}
            <TextField
              label={t('youtube.channel.dialog.redirectUri')}
              value={redirectUri}
              fullWidth
              slotProps={{
                input: {
                  readOnly: true,
                  endAdornment: (
                    <InputAdornment position="end">
                      <Tooltip title={copied ? t('youtube.channel.dialog.copied') : t('youtube.channel.dialog.copy')}>
                        <IconButton aria-label={t('youtube.channel.dialog.copy')} onClick={copy} edge="end">
                          <ContentCopyIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </InputAdornment>
                  ),
                },
              }}
            />
          </Stack>
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {t(error)}
            </Alert>
          )}
          {saved && (
            <Alert severity="success" sx={{ mt: 2 }} data-testid="credentials-saved">
              {t('youtube.channel.dialog.saved')}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {hasCredentials && (
            <Button color="error" onClick={() => void disconnect()} disabled={busy !== null || saved} sx={{ mr: 'auto' }}>
              {t('youtube.channel.dialog.disconnect')}
            </Button>
          )}
          <Button onClick={onClose} disabled={busy !== null}>
            {t('youtube.channel.dialog.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy !== null || saved}>
            {busy === 'save' ? t('youtube.channel.dialog.saving') : t('youtube.channel.dialog.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
