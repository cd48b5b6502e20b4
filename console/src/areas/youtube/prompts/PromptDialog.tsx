import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormHelperText, Stack, Switch, TextField, useMediaQuery, useTheme } from '@mui/material';
import { useId, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { useT } from '../../../i18n/LocaleProvider';
import { PromptVariables } from './PromptCard';
import { PROMPT_NAME_MAX, PROMPT_TEXT_MAX, type PromptInput, type PromptTemplate } from './prompts-api';

interface Props {
  open: boolean;
  /** The template being edited, or null to create one. */
  prompt: PromptTemplate | null;
  /** True when the user has no template yet: the server makes the first one the default. */
  first: boolean;
  /** Saves; resolves true when the dialog may close. */
  onSave: (input: PromptInput) => Promise<boolean>;
  onClose: () => void;
}

/**
 * Spec 2 and 5: create or edit a template. Blank name or text (after trimming) says 'Please
 * fill in all fields' and calls nothing. Mount it with a new key for each opening.
 */
export function PromptDialog({ open, prompt, first, onSave, onClose }: Props) {
  const t = useT();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [name, setName] = useState(prompt?.name ?? '');
  const [text, setText] = useState(prompt?.prompt ?? '');
  // The default cannot be switched off here (the server keeps one); the first template is the default anyway.
  const locked = prompt?.isDefault === true || (prompt === null && first);
  const [isDefault, setIsDefault] = useState(locked);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (!busy) onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const input = { name: name.trim(), prompt: text.trim(), isDefault: locked || isDefault };
    if (input.name === '' || input.prompt === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    setBusy(true);
    const saved = await onSave(input);
    setBusy(false);
    if (saved) onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="md" fullWidth fullScreen={fullScreen}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
        <DialogTitle id={titleId}>{prompt === null ? t('youtube.prompts.dialog.createTitle') : t('youtube.prompts.dialog.editTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <TextField
              label={t('youtube.prompts.dialog.name')}
              placeholder={t('youtube.prompts.dialog.namePlaceholder')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={missing && name.trim() === ''}
              disabled={busy}
              required
              fullWidth
              autoFocus
              slotProps={{ htmlInput: { maxLength: PROMPT_NAME_MAX, 'data-testid': 'prompt-name' } }}
            />
            <TextField
              label={t('youtube.prompts.dialog.prompt')}
              value={text}
              onChange={(event) => setText(event.target.value)}
              error={missing && text.trim() === ''}
              helperText={t('youtube.prompts.dialog.promptHelp')}
              disabled={busy}
              required
              fullWidth
              multiline
              minRows={6}
              maxRows={16}
              slotProps={{ htmlInput: { maxLength: PROMPT_TEXT_MAX, 'data-testid': 'prompt-text', spellCheck: true } }}
            />
            <PromptVariables />
            <Box>
              <FormControlLabel
                control={
                  <Switch
                    checked={locked || isDefault}
                    onChange={(event) => setIsDefault(event.target.checked)}
                    disabled={busy || locked}
                    slotProps={{ input: { 'data-testid': 'prompt-default-switch' } as InputHTMLAttributes<HTMLInputElement> }}
                  />
                }
                label={t('youtube.prompts.dialog.isDefault')}
              />
              {locked && <FormHelperText sx={{ mt: 0 }}>{prompt === null ? t('youtube.prompts.dialog.firstIsDefault') : t('youtube.prompts.dialog.alwaysDefault')}</FormHelperText>}
            </Box>
            {missing && (
              <Alert severity="error" role="alert">
                {t('youtube.prompts.dialog.required')}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
          <Button onClick={close} disabled={busy}>
            {t('youtube.prompts.dialog.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? t('youtube.prompts.dialog.saving') : prompt === null ? t('youtube.prompts.dialog.create') : t('youtube.prompts.dialog.update')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
