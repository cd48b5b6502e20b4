import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import { useState } from 'react';
import { ANALYTICS_LIMITS } from '../../../../../contracts/analytics.ts';
import { useT } from '../../../i18n/LocaleProvider';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A key is stored: the field is blank and says so (the key is never sent back). */
  stored: boolean;
  /** Hidden as dots until 'Show key' (spec 2: the bearer token field with show/hide). */
  secret?: boolean;
  error?: boolean;
  helperText?: string;
}

/** A key's field, labelled; a secret one with a show/hide button that says its state (aria-pressed). */
export function SecretField({ label, value, onChange, stored, secret = true, error = false, helperText }: Props) {
  const t = useT();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      type={secret && !shown ? 'password' : 'text'}
      placeholder={stored ? t('analytics.settings.storedPlaceholder') : ''}
      autoComplete="off"
      spellCheck={false}
      fullWidth
      error={error}
      helperText={helperText}
      slotProps={{
        htmlInput: { maxLength: ANALYTICS_LIMITS.keyMax },
        input: secret
          ? {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton aria-label={t('analytics.settings.showKey', { field: label })} aria-pressed={shown} onClick={() => setShown((current) => !current)} edge="end">
                    {shown ? <VisibilityOffIcon /> : <VisibilityIcon />}
                  </IconButton>
                </InputAdornment>
              ),
            }
          : {},
      }}
    />
  );
}
