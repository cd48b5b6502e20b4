import { Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { HOMEWORK_LIMITS } from '../../../../../contracts/homework.ts';
import { useT } from '../../../i18n/LocaleProvider';
import type { MessageKey } from '../../../i18n/types';

export interface NameDescription {
  name: string;
  description: string;
}

export interface NameDescriptionTexts {
  name: MessageKey;
  namePlaceholder: MessageKey;
  nameRequired: MessageKey;
  description: MessageKey;
  descriptionPlaceholder?: MessageKey;
}

interface Props {
  texts: NameDescriptionTexts;
  values: NameDescription;
  onChange: (values: NameDescription) => void;
  disabled?: boolean;
  /** The server's words about a field it refused (400 `fields`). */
  serverErrors?: Readonly<Record<string, string>>;
}

/** Spec 5: a name, required after trimming (said once the field is left blank), and an optional description. */
export function NameDescriptionFields({ texts, values, onChange, disabled = false, serverErrors = {} }: Props) {
  const t = useT();
  const [touched, setTouched] = useState(false);
  const blank = values.name.trim() === '';
  const nameError = touched && blank ? t(texts.nameRequired) : serverErrors.name;
  return (
    <Stack spacing={2.5}>
      <TextField
        label={t(texts.name)}
        placeholder={t(texts.namePlaceholder)}
        value={values.name}
        onChange={(event) => onChange({ ...values, name: event.target.value })}
        onBlur={() => setTouched(true)}
        required
        disabled={disabled}
        error={nameError !== undefined}
        helperText={nameError}
        slotProps={{ htmlInput: { maxLength: HOMEWORK_LIMITS.nameMax } }}
      />
      <TextField
        label={t(texts.description)}
        placeholder={texts.descriptionPlaceholder === undefined ? undefined : t(texts.descriptionPlaceholder)}
        value={values.description}
        onChange={(event) => onChange({ ...values, description: event.target.value })}
        multiline
        minRows={3}
        disabled={disabled}
        error={serverErrors.description !== undefined}
        helperText={serverErrors.description}
        slotProps={{ htmlInput: { maxLength: HOMEWORK_LIMITS.descriptionMax } }}
      />
    </Stack>
  );
}
