import { Box, FormControlLabel, FormHelperText, Switch } from '@mui/material';
import { useId } from 'react';
import { useT } from '../../../i18n/LocaleProvider';

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled: boolean;
}

/** 'Only Important Messages' with its explanation, which the switch names as its description. */
export function OnlyImportantSwitch({ checked, onChange, disabled }: Props) {
  const t = useT();
  const helpId = useId();
  return (
    <Box>
      <FormControlLabel
        control={<Switch checked={checked} onChange={(event) => onChange(event.target.checked)} disabled={disabled} slotProps={{ input: { 'aria-describedby': helpId } }} />}
        label={t('telegramDigest.fields.onlyImportant')}
      />
      <FormHelperText id={helpId} sx={{ mt: 0 }}>
        {t('telegramDigest.fields.onlyImportantHelp')}
      </FormHelperText>
    </Box>
  );
}
