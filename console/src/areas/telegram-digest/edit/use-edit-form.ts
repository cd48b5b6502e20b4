import { useState } from 'react';
import { useApi } from '../../../api/ApiContext';
import { digestApi, type DigestPreference, type DigestUpdateBody } from '../shared/digest-api';
import { reportDigestFailure, showSuccess } from '../shared/digest-errors';
import { checkDigestChange, type FieldErrors } from '../shared/field-errors';
import { schedulePayload, scheduleOf, type ScheduleValues } from '../shared/schedule';

export interface EditValues {
  name: string;
  prompt: string;
  enabled: boolean;
  onlyImportant: boolean;
  /** As typed: checked when saving (500-10000). */
  maxLength: string;
  schedule: ScheduleValues;
}

export interface EditForm {
  values: EditValues;
  errors: FieldErrors;
  saving: boolean;
  change: (patch: Partial<EditValues>) => void;
  save: () => Promise<void>;
}

const valuesOf = (digest: DigestPreference): EditValues => ({
  name: digest.name,
  prompt: digest.prompt,
  enabled: digest.enabled,
  onlyImportant: digest.onlyImportant,
  maxLength: String(digest.maxLength),
  schedule: scheduleOf(digest),
});

/**
 * The first edit form's 'Basic Settings' (spec 2) and Save (spec 5 'Digest edit, first form'):
 * the fields are sent as held, maxLength included, except that hour is left out of an hourly
 * digest and dayOfWeek out of all but weekly ones (the API refuses them there, naming the field).
 */
export function useEditForm(digest: DigestPreference, onSaved: (digest: DigestPreference) => void): EditForm {
  const api = useApi();
  const [values, setValues] = useState(() => valuesOf(digest));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (saving) return;
    const body: DigestUpdateBody = {
      name: values.name,
      prompt: values.prompt,
      enabled: values.enabled,
      onlyImportant: values.onlyImportant,
      maxLength: Number(values.maxLength.trim() === '' ? Number.NaN : values.maxLength),
      ...schedulePayload(values.schedule),
    };
    const found = checkDigestChange(body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const saved = await digestApi.update(api, digest.id, body);
      showSuccess('telegramDigest.edit.saved');
      onSaved(saved);
    } catch (error) {
      reportDigestFailure(error, 'telegramDigest.edit.saveFailed');
    } finally {
      setSaving(false);
    }
  };

  return { values, errors, saving, change: (patch) => setValues((current) => ({ ...current, ...patch })), save };
}
