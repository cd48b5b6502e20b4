import { Box, Card, CardContent, FormControlLabel, Switch, TextField, Typography } from '@mui/material';
import { useId, type FormEvent } from 'react';
import { DIGEST_LIMITS } from '../../../../../contracts/digest.ts';
import { useT } from '../../../i18n/LocaleProvider';
import { OnlyImportantSwitch } from '../shared/OnlyImportantSwitch';
import { ScheduleFields } from '../shared/ScheduleFields';
import type { EditForm } from './use-edit-form';

interface Props {
  form: EditForm;
  /** The form's id: the header's 'Save Changes' submits it from outside. */
  formId: string;
}

/**
 * Spec 2 'Basic Settings': status toggle, Digest Name, Interest Filter (4 rows), Frequency, Time
 * (hidden for hourly; the day of week for weekly ones), 'Only Important Messages' and Maximum
 * Length. A field the API would refuse is marked with why, and its text is tied to the field.
 */
export function BasicSettingsCard({ form, formId }: Props) {
  const t = useT();
  const headingId = useId();
  const { values, errors, saving, change } = form;
  // The time fields keep their values within range; what is left (a zone the API does not know) is said under the form.
  const otherError = errors.hour ?? errors.minute ?? errors.dayOfWeek ?? errors.timezone ?? errors.other;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.save();
  };

  return (
    <Card component="section" variant="outlined" aria-labelledby={headingId}>
      <CardContent>
        <Typography variant="h6" component="h2" id={headingId} sx={{ mb: 2 }}>
          {t('telegramDigest.edit.basic')}
        </Typography>
        <Box component="form" id={formId} noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
          <FormControlLabel
            control={<Switch checked={values.enabled} onChange={(event) => change({ enabled: event.target.checked })} disabled={saving} />}
            label={`${t('telegramDigest.fields.status')}: ${t(values.enabled ? 'telegramDigest.fields.active' : 'telegramDigest.fields.paused')}`}
          />
          <TextField
            label={t('telegramDigest.fields.name')}
            value={values.name}
            onChange={(event) => change({ name: event.target.value })}
            error={errors.name !== undefined}
            {...(errors.name !== undefined ? { helperText: t(errors.name) } : {})}
            required
            disabled={saving}
            slotProps={{ htmlInput: { maxLength: DIGEST_LIMITS.nameMax } }}
          />
          <TextField
            label={t('telegramDigest.fields.prompt')}
            value={values.prompt}
            onChange={(event) => change({ prompt: event.target.value })}
            error={errors.prompt !== undefined}
            helperText={errors.prompt !== undefined ? t(errors.prompt) : t('telegramDigest.fields.promptHelp')}
            required
            multiline
            rows={4}
            disabled={saving}
            slotProps={{ htmlInput: { maxLength: DIGEST_LIMITS.promptMax } }}
          />
          <ScheduleFields values={values.schedule} onChange={(schedule) => change({ schedule })} inapplicable="hide" disabled={saving} />
          <OnlyImportantSwitch checked={values.onlyImportant} onChange={(onlyImportant) => change({ onlyImportant })} disabled={saving} />
          <TextField
            type="number"
            label={t('telegramDigest.fields.maxLength')}
            value={values.maxLength}
            onChange={(event) => change({ maxLength: event.target.value })}
            error={errors.maxLength !== undefined}
            helperText={errors.maxLength !== undefined ? t(errors.maxLength) : t('telegramDigest.fields.maxLengthHelp')}
            disabled={saving}
            sx={{ maxWidth: 260 }}
            slotProps={{ htmlInput: { min: DIGEST_LIMITS.maxLength.min, max: DIGEST_LIMITS.maxLength.max, step: 100, inputMode: 'numeric' } }}
          />
          {otherError !== undefined && (
            <Typography color="error" role="alert">
              {t(otherError)}
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
